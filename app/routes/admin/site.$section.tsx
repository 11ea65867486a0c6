import { ArrowLeftIcon } from "lucide-react";
import { data } from "react-router";
import { HeaderLink } from "~/components/admin/header-link";
import { PageHeader } from "~/components/admin/page-header";
import { CompanyDetails } from "~/components/admin/site/company/company-details";
import { SectionForm } from "~/components/admin/site/section-form";
import type { CompanyContent } from "~/domain/site/company-schema";
import { isSectionName, SECTION_TITLES, type SectionName } from "~/domain/site/site-content-schema";
import type { Route } from "./+types/site.$section";
import { requireAccess } from "./guard.server";

export const meta: Route.MetaFunction = ({ data: loaded }) => [
  { title: `${loaded?.title ?? "Site Content"} | Admin` },
];

/** Where each section shows, for its 'Preview draft' link. */
const PREVIEW_PATHS: Record<SectionName, string> = {
  company: "/contact",
  home: "/",
  about: "/about",
  services: "/services",
  contact: "/contact",
  testimonials: "/#testimonials",
  trust: "/#trust-title",
  footer: "/",
  privacy: "/privacy",
  terms: "/terms",
};

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAccess(request, context);
  if (!isSectionName(params.section)) throw data("No such section", { status: 404 });
  const section = params.section;
  const site = context.services.siteContent;
  const [published, draft] = await Promise.all([site.newest(), site.store.draft()]);
  const editing = draft?.content ?? published.content;
  const content = editing[section];
  return {
    section,
    // The company details' map card previews the contact page's own map texts.
    mapTexts:
      section === "company"
        ? {
            requestText: editing.contact.map.requestText,
            fallbackText: editing.contact.map.fallbackText,
          }
        : null,
    title: SECTION_TITLES[section],
    version: published.version,
    content,
    fromDraft: Boolean(
      draft &&
      JSON.stringify(draft.content[section]) !== JSON.stringify(published.content[section]),
    ),
  };
}

/** One section's form, with publish, draft and preview. */
export default function SiteSectionPage({ loaderData }: Route.ComponentProps) {
  const { section, title, version, content, fromDraft, mapTexts } = loaderData;
  const preview = PREVIEW_PATHS[section].replace(/(#|$)/, "?preview=draft$1");
  return (
    <div className="grid gap-6">
      <PageHeader
        title={title}
        description={
          fromDraft
            ? `Showing the unpublished draft, based on version ${version}.`
            : `Published version ${version}.`
        }
      >
        <HeaderLink to="/admin/site" icon={ArrowLeftIcon} variant="outline">
          All sections
        </HeaderLink>
      </PageHeader>
      {section === "company" && mapTexts ? (
        // Each card saves on its own; a new version must not reset the others (decision 091).
        <CompanyDetails initial={content as CompanyContent} version={version} mapTexts={mapTexts} />
      ) : (
        <SectionForm
          key={`${section}:${version}`}
          section={section}
          initial={content as Record<string, unknown>}
          version={version}
          previewPath={preview}
        />
      )}
    </div>
  );
}
