import { Link } from "react-router";
import { LegalPage, LegalSection } from "~/components/site/legal/legal-page";
import { HYDRATE_ON_IMAGE_FAILURE } from "~/utils/hydration-trigger";
import { pageMeta } from "~/utils/seo";
import type { Route } from "./+types/terms";
import { loadSiteContent } from "./site-content.server";

/** The terms of use: site content like every page (docs/decisions/090). */
export async function loader({ request, context }: Route.LoaderArgs) {
  return { page: (await loadSiteContent(request, context)).content.terms };
}

export const meta: Route.MetaFunction = (args) =>
  args.loaderData ? pageMeta(args, args.loaderData.page.meta) : [];

/** Server HTML throughout: React comes only for a failed picture (docs/decisions/098). */
export const handle = HYDRATE_ON_IMAGE_FAILURE;

export default function TermsOfUse({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    <LegalPage title={page.title} updated={page.updated} intro={page.intro}>
      {page.sections.map((section, index) => (
        <LegalSection key={index} id={`section-${index + 1}`} section={section} />
      ))}
      <p>
        <Link
          to="/privacy"
          className="text-brand-700 font-medium underline underline-offset-4 hover:no-underline"
        >
          Read our privacy notice
        </Link>
      </p>
    </LegalPage>
  );
}
