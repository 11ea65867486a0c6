import { data } from "react-router";
import { SectionForm } from "~/components/admin/site/section-form";
import { SectionPageHeader } from "~/components/admin/site/section-page-header";
import { isSectionName, type SectionName } from "~/domain/site/section-names";
import type { Route } from "./+types/site.$section";
import { requireAccess } from "./guard.server";
import { loadSection, sectionShape } from "./site-section.server";

export const meta: Route.MetaFunction = ({ data: loaded }) => [
  { title: `${loaded?.title ?? "Site Content"} | Admin` },
];

/** Where each section shows, for its 'Preview draft' link. */
const PREVIEW_PATHS: Record<Exclude<SectionName, "company">, string> = {
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
  // The company details have a screen of their own (site.company.tsx).
  const section = params.section;
  if (!isSectionName(section) || section === "company")
    throw data("No such section", { status: 404 });
  const { editing: _, ...loaded } = await loadSection(context, section);
  return { ...loaded, shape: sectionShape(section) };
}

/** One section's form, with publish, draft and preview. */
export default function SiteSectionPage({ loaderData }: Route.ComponentProps) {
  const { section, title, version, content, fromDraft, shape } = loaderData;
  const preview = PREVIEW_PATHS[section].replace(/(#|$)/, "?preview=draft$1");
  return (
    <div className="grid gap-6">
      <SectionPageHeader title={title} version={version} fromDraft={fromDraft} />
      <SectionForm
        key={`${section}:${version}`}
        section={section}
        shape={shape}
        initial={content as Record<string, unknown>}
        version={version}
        previewPath={preview}
      />
    </div>
  );
}
