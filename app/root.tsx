import { Links, Meta, Outlet, Scripts, ScrollRestoration, type LinksFunction } from "react-router";
import type { Route } from "./+types/root";
import archivo from "@fontsource-variable/archivo/files/archivo-latin-wght-normal.woff2?url";
import stylesheet from "./app.css?url";
import { RouteErrorScreen } from "./components/site/route-error-screen";
import { DeferredToaster } from "./components/ui/deferred-toaster";
import { loadSiteContent } from "./routes/_site/site-content.server";
import { useNonce } from "./utils/nonce";

/**
 * The brand's icons and manifest (public/, made by scripts/generate-brand-assets.ts), and
 * the one font file every page needs, preloaded so text does not wait for the stylesheet
 * to name it (docs/decisions/067). The same hashed file app.css's @font-face points at.
 */
export const links: LinksFunction = () => [
  { rel: "preload", href: archivo, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/site.webmanifest" },
];

/**
 * The absolute origin, for canonical URLs and sharing tags (app/utils/seo.ts),
 * and the company details every page's frame shows (components/site/use-site.ts).
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { content, preview } = await loadSiteContent(request, context);
  return {
    siteUrl: context.siteUrl,
    site: { company: content.company, footer: content.footer, preview },
  };
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  return (
    <html lang="en-IN">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f172a" />
        {/*
          A React 19 stylesheet resource: with `precedence` React writes it at
          the top of <head>, before the hoisted modulepreload links, so the
          render-blocking CSS is requested first instead of queueing behind
          every script (first paint on slow mobile networks; docs/performance.md).
        */}
        <link rel="stylesheet" href={stylesheet} precedence="default" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <DeferredToaster />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/**
 * An error no route below caught: the public pages catch theirs in the site's frame
 * (routes/_site/layout.tsx), the back office in its own (components/admin/not-allowed.tsx).
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorScreen error={error} />;
}
