import { Outlet } from "react-router";
import { MediaPicturesProvider } from "~/components/site/media-pictures";
import { RouteErrorScreen } from "~/components/site/route-error-screen";
import { SiteShell } from "~/components/site/site-shell";
import { collectMediaUrls } from "~/domain/media/media-rules";
import { organizationJsonLd } from "~/domain/structured-data/organization.server";
import type { Route } from "./+types/layout";
import { loadSiteContent } from "./site-content.server";

/**
 * The public shell. Its loader hands every public form the CSRF token and the
 * signed fill-time stamp, so forms in any page or dialog work without scripts, and builds the
 * Organization's structured data every public page carries (on the server: decision 099).
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  // Media library images in the site content (heroes, logo) are drawn as <picture>s.
  const { content } = await loadSiteContent(request, context);
  const pictures = await context.services.media.pictures(collectMediaUrls(content));
  return {
    csrfToken: context.csrfToken,
    formStamp: context.formGuard.formStamp(),
    pictures,
    organizationJsonLd: organizationJsonLd(context.siteUrl, content.company, content.footer.blurb),
  };
}

export default function SiteLayout({ loaderData }: Route.ComponentProps) {
  return (
    <MediaPicturesProvider pictures={loaderData.pictures}>
      <SiteShell organizationJsonLd={loaderData.organizationJsonLd}>
        <Outlet />
      </SiteShell>
    </MediaPicturesProvider>
  );
}

/** A public page's 404 or failure, shown inside the site's frame. */
export function ErrorBoundary({ error, loaderData }: Route.ErrorBoundaryProps) {
  return (
    <MediaPicturesProvider pictures={loaderData?.pictures}>
      <SiteShell organizationJsonLd={loaderData?.organizationJsonLd}>
        <RouteErrorScreen error={error} />
      </SiteShell>
    </MediaPicturesProvider>
  );
}
