import type { Context } from "hono";
import type { z } from "zod";
import { isSectionName } from "../../app/domain/site/section-names.ts";
import { sectionSchemas, type SiteContent } from "../../app/domain/site/site-content-schema.ts";
import { mapView } from "../../app/domain/site/company-map.ts";
import { readSectionFields } from "../../app/domain/site/section-fields.ts";
import { ContentConflictError } from "../../app/domain/site/content-conflict.ts";
import { endpoint } from "./endpoint.ts";
import type { ApiEnv } from "./env.ts";
import { foundOr404 } from "./json-answers.ts";
import { fieldErrors, problem } from "./problem.ts";
import {
  conflictProblem,
  publicSite,
  publishInput,
  sectionInput,
  siteDocument,
  versionDetails,
  versionNumber,
  versionsQuery,
  versionSummary,
} from "./site-schemas.ts";
import { successRecord } from "./record-schemas.ts";
import { findRoute, pageRoute, readRoute } from "./record-routes.ts";

const TAG = "Site content";
const UNKNOWN_VERSION = "No version has this number.";
const conflictResponse = {
  description: "Someone published a change since `version`; nothing was saved",
  schema: conflictProblem,
};
/** The answers of a route that saves one section: the document, or why it was not saved. */
const sectionResponses = (saved: string) => ({
  200: { description: saved, schema: siteDocument },
  404: { description: "Unknown section" },
  409: conflictResponse,
});

/** The owner's site content, versioned (docs/decisions/045). */
export const siteEndpoints = [
  readRoute({
    path: "/site",
    operationId: "getPublicSite",
    tag: TAG,
    summary: "The published company details (no drafts, no staff data)",
    description: "Company details and their version",
    schema: publicSite,
    read: async ({ c }) => {
      const { version, content } = await c.get("deps").services.siteContent.published();
      const map = { ...content.company.map, ...mapView(content.company) };
      const company = { ...content.company, map };
      return { ...company, version, company };
    },
  }),
  readRoute({
    path: "/admin/site",
    operationId: "getSiteContent",
    tag: TAG,
    summary: "The site content to edit: the draft if one exists, else the published version",
    description: "The content and its version",
    schema: siteDocument,
    read: async ({ c }) => {
      const site = c.get("deps").services.siteContent;
      const [published, draft] = await Promise.all([site.newest(), site.store.draft()]);
      return {
        version: published.version,
        content: draft?.content ?? published.content,
        draft: draft ? { at: draft.at, by: draft.by } : null,
      };
    },
  }),
  endpoint({
    method: "put",
    path: "/admin/site",
    operationId: "publishSiteContent",
    tag: TAG,
    summary: "Publish the whole document as the next version",
    body: publishInput,
    responses: {
      200: { description: "Published", schema: siteDocument },
      409: conflictResponse,
    },
    handler: async ({ c, body }) => {
      const { version, content } = body;
      return answer(c, () =>
        c.get("deps").services.siteContent.store.publish(version, content, actor(c)),
      );
    },
  }),
  endpoint({
    method: "put",
    path: "/admin/site/sections/{section}",
    operationId: "publishSiteSection",
    tag: TAG,
    summary:
      "Publish one section (company, home, about, services, contact, testimonials, footer); 409 only when that section changed since `version`",
    body: sectionInput,
    responses: sectionResponses("Published"),
    handler: ({ c, body, params }) => saveSection(c, params.section ?? "", body, "publish"),
  }),
  endpoint({
    method: "patch",
    path: "/admin/site/sections/{section}",
    operationId: "publishSiteSectionFields",
    tag: TAG,
    summary:
      "Publish some fields of one section, merged into the current version; 409 only when one of those fields changed since `version`",
    body: sectionInput,
    responses: {
      ...sectionResponses("Published"),
      400: { description: "A field is unknown or invalid" },
    },
    handler: ({ c, body, params }) => saveFields(c, params.section ?? "", body),
  }),
  endpoint({
    method: "put",
    path: "/admin/site/draft/{section}",
    operationId: "saveSiteDraftSection",
    tag: TAG,
    summary: "Keep one section in the shared draft, for preview with ?preview=draft",
    body: sectionInput,
    responses: sectionResponses("The draft"),
    handler: ({ c, body, params }) => saveSection(c, params.section ?? "", body, "draft"),
  }),
  endpoint({
    method: "delete",
    path: "/admin/site/draft",
    operationId: "discardSiteDraft",
    tag: TAG,
    summary: "Discard the unpublished draft",
    responses: { 200: { description: "Discarded", schema: successRecord } },
    handler: async ({ c }) => {
      await c.get("deps").services.siteContent.store.discardDraft();
      return c.json({ success: true });
    },
  }),
  pageRoute({
    path: "/admin/site/versions",
    operationId: "listSiteVersions",
    tag: TAG,
    summary: "Published versions, newest first",
    query: versionsQuery,
    description: "Versions",
    row: versionSummary,
    list: ({ c, query: { limit = 100, offset = 0 } }) =>
      c.get("deps").services.siteContent.store.versions(limit, offset),
  }),
  findRoute({
    path: "/admin/site/versions/{version}",
    operationId: "getSiteVersion",
    tag: TAG,
    summary: "One version with its content and what it changed",
    description: "The version",
    schema: versionDetails,
    notFound: { detail: UNKNOWN_VERSION, description: "Unknown version" },
    find: async ({ c, params }) => {
      const number = versionNumber.safeParse(params.version);
      return number.success
        ? await c.get("deps").services.siteContent.store.version(number.data)
        : null;
    },
  }),
  endpoint({
    method: "post",
    path: "/admin/site/versions/{version}/restore",
    operationId: "restoreSiteVersion",
    tag: TAG,
    summary: "Publish a new version equal to an earlier one",
    responses: {
      200: { description: "The new version", schema: siteDocument },
      404: { description: "Unknown version" },
    },
    handler: async ({ c, params }) => {
      const number = versionNumber.safeParse(params.version);
      const restored = number.success
        ? await c.get("deps").services.siteContent.store.restore(number.data, actor(c))
        : null;
      return foundOr404(c, restored, UNKNOWN_VERSION);
    },
  }),
];

function actor(c: Context<ApiEnv>): string {
  return c.get("admin")?.email ?? "unknown";
}

async function saveSection(
  c: Context<ApiEnv>,
  section: string,
  body: z.infer<typeof sectionInput>,
  mode: "publish" | "draft",
): Promise<Response> {
  if (!isSectionName(section)) return problem(c, 404, `There is no site section '${section}'.`);
  const parsed = sectionSchemas[section].safeParse(body.content);
  if (!parsed.success) return contentProblem(c, parsed.error.issues);
  const site = c.get("deps").services.siteContent;
  return answer(c, () =>
    mode === "publish"
      ? site.store.publishSection(section, body.version, parsed.data as never, actor(c))
      : site.store.saveDraftSection(section, body.version, parsed.data as never, actor(c)),
  );
}

async function saveFields(
  c: Context<ApiEnv>,
  section: string,
  body: z.infer<typeof sectionInput>,
): Promise<Response> {
  if (!isSectionName(section)) return problem(c, 404, `There is no site section '${section}'.`);
  const reading = readSectionFields(section, body.content);
  if (!reading.ok) return contentProblem(c, reading.issues);
  const site = c.get("deps").services.siteContent;
  return answer(c, () => site.store.publishFields(section, body.version, reading.fields, actor(c)));
}

/** The 400 of a section's fields that do not pass, each error named by its place under `content`. */
function contentProblem(
  c: Context<ApiEnv>,
  issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>,
): Response {
  const errors = fieldErrors(
    issues.map((issue) => ({ ...issue, path: ["content", ...issue.path] })),
  );
  return problem(c, 400, "Some fields need attention.", { errors });
}

/** 200 with the result, or 409 problem details that say what changed meanwhile. */
async function answer(
  c: Context<ApiEnv>,
  work: () => Promise<{ version: number; content: SiteContent }>,
): Promise<Response> {
  try {
    const { version, content } = await work();
    return c.json({ version, content });
  } catch (error) {
    if (!(error instanceof ContentConflictError)) throw error;
    return problem(c, 409, error.message, {
      members: { currentVersion: error.currentVersion, changes: error.changes },
    });
  }
}
