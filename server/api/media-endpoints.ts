import type { Context } from "hono";
import type { z } from "zod";
import { MediaBusyError } from "../../app/domain/media/media.server.ts";
import { MediaInputError } from "../../app/domain/media/process-image.server.ts";
import { ACCESS } from "../../app/domain/team/roles.ts";
import { actorOf } from "./actor.ts";
import { endpoint } from "./endpoint.ts";
import type { ApiEnv } from "./env.ts";
import {
  altText,
  mediaAltInput,
  mediaInUseProblem,
  mediaListItem,
  mediaListQuery,
  mediaRecord,
  mediaUploadFields,
} from "./media-schemas.ts";
import { fieldErrors, problem } from "./problem.ts";
import { successRecord } from "./record-schemas.ts";
import { formatMegabytes } from "./upload-limit.ts";

const TAG = "Media";
/** DECISIONS.md section 7: MEDIA_MAX_BYTES, 20 MB by default. */
export const DEFAULT_MEDIA_MAX_BYTES = 20 * 1024 * 1024;
const maxBytesOf = (deps: ApiEnv["Variables"]["deps"]) =>
  deps.mediaMaxBytes ?? DEFAULT_MEDIA_MAX_BYTES;

/** Issue 10: the media library. Uploads are processed at once (docs/decisions/055). */
export const mediaEndpoints = [
  endpoint({
    method: "post",
    path: "/admin/media",
    operationId: "uploadMedia",
    tag: TAG,
    summary: "Upload an image: sniffed, rotated, stripped of metadata and stored with its variants",
    access: "admin",
    roles: ACCESS.catalogue,
    multipart: { fields: mediaUploadFields, maxBytes: maxBytesOf },
    responses: {
      201: { description: "The stored image and its variants", schema: mediaRecord },
      400: { description: "A damaged or incomplete image, one with too many pixels, or no file" },
      503: { description: "Too many uploads are being processed; retry after a few seconds" },
    },
    handler: ({ c }) => upload(c),
  }),
  endpoint({
    method: "get",
    path: "/admin/media",
    operationId: "listMedia",
    tag: TAG,
    summary: "The library, newest first, with where each item is used",
    access: "admin",
    roles: ACCESS.catalogue,
    query: mediaListQuery,
    responses: {
      200: {
        description: "Media items",
        schema: mediaListItem.array(),
        headers: ["X-Total-Count"],
      },
    },
    handler: async ({ c, query }) => {
      const page = await c.get("deps").services.media.list(query as z.infer<typeof mediaListQuery>);
      c.header("X-Total-Count", String(page.total));
      return c.json(page.items);
    },
  }),
  endpoint({
    method: "get",
    path: "/admin/media/{id}",
    operationId: "getMedia",
    tag: TAG,
    summary: "One media item",
    access: "admin",
    roles: ACCESS.catalogue,
    responses: { 200: { description: "The item", schema: mediaRecord } },
    handler: async ({ c, params }) => {
      const item = await c.get("deps").services.media.get(params.id ?? "");
      return item ? c.json(item) : problem(c, 404, "No media item has this id.");
    },
  }),
  endpoint({
    method: "patch",
    path: "/admin/media/{id}",
    operationId: "updateMedia",
    tag: TAG,
    summary: "Change an item's alt text",
    access: "admin",
    roles: ACCESS.catalogue,
    body: mediaAltInput,
    responses: { 200: { description: "The item", schema: mediaRecord } },
    handler: async ({ c, params, body }) => {
      const { alt } = body as z.infer<typeof mediaAltInput>;
      const item = await c.get("deps").services.media.updateAlt(params.id ?? "", alt, actorOf(c));
      return item ? c.json(item) : problem(c, 404, "No media item has this id.");
    },
  }),
  endpoint({
    method: "delete",
    path: "/admin/media/{id}",
    operationId: "deleteMedia",
    tag: TAG,
    summary: "Delete an item; refused while a product or the site content uses it",
    access: "admin",
    roles: ACCESS.catalogue,
    responses: {
      200: { description: "Deleted", schema: successRecord },
      409: { description: "In use; `usedIn` says where", schema: mediaInUseProblem },
    },
    handler: async ({ c, params }) => {
      const result = await c.get("deps").services.media.remove(params.id ?? "", actorOf(c));
      if (result.inUse.length > 0) {
        c.header("Content-Type", "application/problem+json; charset=utf-8");
        return c.body(
          JSON.stringify({
            title: "Conflict",
            status: 409,
            detail: `This image is in use: ${result.inUse.join("; ")}. Replace it there first, then delete it.`,
            usedIn: result.inUse,
          }),
          409,
        );
      }
      return result.removed
        ? c.json({ success: true })
        : problem(c, 404, "No media item has this id.");
    },
  }),
];

async function upload(c: Context<ApiEnv>): Promise<Response> {
  if (!/^multipart\/form-data\b/i.test(c.req.header("content-type") ?? "")) {
    return problem(c, 415, "Send the upload as multipart/form-data with a `file` field.");
  }
  // A full queue answers before the body is read: a burst of uploads is not buffered only
  // to be refused (docs/decisions/055).
  if (c.get("deps").services.media.gate.full()) return busy(c, new MediaBusyError());
  let form: FormData;
  try {
    form = await c.req.raw.formData();
  } catch {
    return problem(c, 400, "The multipart body could not be read.");
  }
  const file = form.get("file");
  if (!(file instanceof File) || file.size === 0) {
    return problem(c, 400, "Choose an image to upload.", {
      errors: { file: "Choose an image to upload" },
    });
  }
  const maxBytes = maxBytesOf(c.get("deps"));
  if (file.size > maxBytes) {
    return problem(c, 413, `The file is larger than ${formatMegabytes(maxBytes)}.`);
  }
  const alt = altText.safeParse(form.get("alt") ?? "");
  if (!alt.success || alt.data.includes("\u0000")) {
    return problem(c, 400, "The request has invalid fields.", {
      errors: alt.success
        ? { alt: "Must not contain NUL characters" }
        : fieldErrors(alt.error.issues.map((i) => ({ ...i, path: ["alt"] }))),
    });
  }
  try {
    const item = await c.get("deps").services.media.upload(Buffer.from(await file.arrayBuffer()), {
      alt: alt.data,
      fileName: cleanFileName(file.name),
      actor: actorOf(c),
    });
    return c.json(item, 201);
  } catch (error) {
    if (error instanceof MediaInputError) return problem(c, error.status, error.message);
    if (error instanceof MediaBusyError) return busy(c, error);
    throw error;
  }
}

function busy(c: Context<ApiEnv>, error: MediaBusyError): Response {
  return problem(c, 503, error.message, { headers: { "Retry-After": "5", Connection: "close" } });
}

/** The name shown in the library: the last path segment, without control characters. */
function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  const clean = [...base]
    .filter((char) => char.charCodeAt(0) >= 0x20 && char.charCodeAt(0) !== 0x7f)
    .join("")
    .trim()
    .slice(0, 200);
  return clean || "image";
}
