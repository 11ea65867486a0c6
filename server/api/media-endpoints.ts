import type { Context } from "hono";
import type { GateTicket } from "../../app/domain/hash-gate.server.ts";
import { MediaBusyError } from "../../app/domain/media/media.server.ts";
import { MediaInputError } from "../../app/domain/media/media-input-error.ts";
import { actorOf } from "./actor.ts";
import { endpoint } from "./endpoint.ts";
import type { ApiEnv } from "./env.ts";
import { doneOr404 } from "./json-answers.ts";
import {
  altText,
  mediaAltInput,
  mediaInUseProblem,
  mediaListItem,
  mediaListQuery,
  mediaRecord,
  mediaUploadFields,
} from "./media-schemas.ts";
import { fieldErrors, invalidFields, problem } from "./problem.ts";
import { successRecord } from "./record-schemas.ts";
import { findRoute, pageRoute, updateRoute } from "./record-routes.ts";
import { gatedUpload } from "./gated-upload.ts";
import type { MultipartPart } from "./read-multipart.ts";

const TAG = "Media";
const NOT_FOUND = "No media item has this id.";
/** MEDIA_MAX_BYTES, 20 MB by default (docs/decisions/054). */
export const DEFAULT_MEDIA_MAX_BYTES = 20 * 1024 * 1024;
const maxBytesOf = (deps: ApiEnv["Variables"]["deps"]) =>
  deps.mediaMaxBytes ?? DEFAULT_MEDIA_MAX_BYTES;

/**
 * The media library: pictures, processed at once (docs/decisions/055), and PDF documents,
 * stored as they are (docs/decisions/084).
 */
export const mediaEndpoints = [
  endpoint({
    method: "post",
    path: "/admin/media",
    operationId: "uploadMedia",
    tag: TAG,
    summary:
      "Upload an image (sniffed, rotated, stripped of metadata and stored with its variants) or a PDF document (stored as it is, served as a download)",
    multipart: { fields: mediaUploadFields, maxBytes: maxBytesOf },
    responses: {
      201: {
        description: "The stored image and its variants, or the document",
        schema: mediaRecord,
      },
      400: {
        description:
          "A damaged or incomplete image or PDF, an image with too many pixels, or no file",
      },
      503: { description: "Too many uploads are being processed; retry after a few seconds" },
    },
    handler: ({ c }) => upload(c),
  }),
  pageRoute({
    path: "/admin/media",
    operationId: "listMedia",
    tag: TAG,
    summary: "The library, newest first, with where each item is used",
    query: mediaListQuery,
    description: "Media items",
    row: mediaListItem,
    list: ({ c, query }) => c.get("deps").services.media.list(query),
  }),
  findRoute({
    path: "/admin/media/{id}",
    operationId: "getMedia",
    tag: TAG,
    summary: "One media item",
    description: "The item",
    schema: mediaRecord,
    notFound: { detail: NOT_FOUND },
    find: ({ c, params }) => c.get("deps").services.media.get(params.id ?? ""),
  }),
  updateRoute({
    method: "patch",
    path: "/admin/media/{id}",
    operationId: "updateMedia",
    tag: TAG,
    summary: "Change an item's alt text",
    body: mediaAltInput,
    description: "The item",
    schema: mediaRecord,
    notFound: { detail: NOT_FOUND },
    update: ({ c, params, body }) =>
      c.get("deps").services.media.updateAlt(params.id ?? "", body.alt, actorOf(c)),
  }),
  endpoint({
    method: "delete",
    path: "/admin/media/{id}",
    operationId: "deleteMedia",
    tag: TAG,
    summary:
      "Delete an item; refused while a product, an item, a project or the site content uses it",
    responses: {
      200: { description: "Deleted", schema: successRecord },
      409: { description: "In use; `usedIn` says where", schema: mediaInUseProblem },
    },
    handler: async ({ c, params }) => {
      const result = await c.get("deps").services.media.remove(params.id ?? "", actorOf(c));
      if (result.inUse.length > 0) {
        const what = result.kind === "document" ? "document" : "image";
        return problem(
          c,
          409,
          `This ${what} is in use: ${result.inUse.join("; ")}. Replace it there first, then delete it.`,
          { members: { usedIn: result.inUse } },
        );
      }
      return doneOr404(c, result.removed, NOT_FOUND);
    },
  }),
];

function upload(c: Context<ApiEnv>): Promise<Response> {
  const deps = c.get("deps");
  return gatedUpload(
    c,
    {
      gate: deps.services.media.gate,
      maxBytes: maxBytesOf(deps),
      notMultipart: "Send the upload as multipart/form-data with a `file` field.",
      busy: new MediaBusyError().message,
      chooseFile: "Choose an image or a PDF to upload",
    },
    (file, parts, ticket) => receive(c, file, parts, ticket),
  );
}

async function receive(
  c: Context<ApiEnv>,
  file: MultipartPart,
  parts: MultipartPart[],
  ticket: GateTicket,
): Promise<Response> {
  const alt = altText.safeParse(
    parts.find((part) => part.name === "alt")?.bytes.toString("utf8") ?? "",
  );
  if (!alt.success || alt.data.includes("\u0000")) {
    return invalidFields(
      c,
      alt.success
        ? { alt: "Must not contain NUL characters" }
        : fieldErrors(alt.error.issues.map((i) => ({ ...i, path: ["alt"] }))),
    );
  }
  try {
    const item = await c
      .get("deps")
      .services.media.upload(
        file.bytes,
        { alt: alt.data, fileName: file.fileName ?? "", actor: actorOf(c) },
        ticket,
      );
    return c.json(item, 201);
  } catch (error) {
    if (error instanceof MediaInputError) return problem(c, error.status, error.message);
    throw error;
  }
}
