import { CompanyDetails } from "~/components/admin/site/company/company-details";
import { SectionPageHeader } from "~/components/admin/site/section-page-header";
import type { Route } from "./+types/site.company";
import { requireAccess } from "./guard.server";
import { companyPartShapes, loadSection } from "./site-section.server";

export const meta: Route.MetaFunction = ({ data: loaded }) => [
  { title: `${loaded?.title ?? "Company details"} | Admin` },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAccess(request, context);
  const { editing, ...loaded } = await loadSection(context, "company");
  return {
    ...loaded,
    shapes: companyPartShapes(),
    // The map card previews the contact page's own map texts.
    mapTexts: {
      requestText: editing.contact.map.requestText,
      fallbackText: editing.contact.map.fallbackText,
    },
  };
}

/** The company details in cards, each saved on its own (docs/decisions/091). */
export default function SiteCompanyPage({ loaderData }: Route.ComponentProps) {
  const { title, version, content, fromDraft, shapes, mapTexts } = loaderData;
  return (
    <div className="grid gap-6">
      <SectionPageHeader title={title} version={version} fromDraft={fromDraft} />
      <CompanyDetails initial={content} shapes={shapes} version={version} mapTexts={mapTexts} />
    </div>
  );
}
