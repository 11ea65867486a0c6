import type { AppLoadContext } from "react-router";
import { partSchema } from "~/components/admin/site/company/company-part-schema";
import { COMPANY_PARTS, type CompanyPart } from "~/components/admin/site/company/company-parts";
import { shapeOf, type FieldShape } from "~/components/admin/site/schema-shape";
import { SECTION_TITLES, type SectionName } from "~/domain/site/section-names";
import { sectionSchemas } from "~/domain/site/site-content-schema";

/**
 * What a section's screen opens on: the draft's content where there is one, else the
 * published version's, and whether the two differ.
 */
export async function loadSection<S extends SectionName>(context: AppLoadContext, section: S) {
  const site = context.services.siteContent;
  const [published, draft] = await Promise.all([site.newest(), site.store.draft()]);
  const editing = draft?.content ?? published.content;
  return {
    section,
    title: SECTION_TITLES[section],
    editing,
    content: editing[section],
    version: published.version,
    fromDraft: Boolean(
      draft &&
      JSON.stringify(draft.content[section]) !== JSON.stringify(published.content[section]),
    ),
  };
}

/*
 * The fields a section's form draws, read off its zod schema here on the server and sent with
 * the page: the screen then loads the schema only to check a submit (lazy-zod-resolver.ts).
 */

export function sectionShape(section: SectionName): FieldShape {
  return shapeOf(sectionSchemas[section]);
}

/** Each card of the company details, by its id. */
export function companyPartShapes(): Record<CompanyPart["id"], FieldShape> {
  return Object.fromEntries(
    COMPANY_PARTS.map((part) => [part.id, shapeOf(partSchema(part))]),
  ) as Record<CompanyPart["id"], FieldShape>;
}
