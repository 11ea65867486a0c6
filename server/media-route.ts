import type { Context, Handler } from "hono";
import { contentDisposition } from "../app/domain/media/content-disposition.ts";
import { PDF_CONTENT_TYPE } from "../app/domain/media/document-rules.ts";
import { parseVariantUrl } from "../app/domain/media/media-rules.ts";
import type { ApiEnv } from "./api/env.ts";
import { etagMatches } from "./etag-match.ts";

/** A variant's bytes never change under its URL (the URL holds their hash): cache for a year. */
const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * A document is never a page of ours: nothing in it may load, run or be framed, even if a
 * browser were talked into rendering it (the security-headers middleware keeps a response's
 * own policy).
 */
const DOCUMENT_POLICY = "default-src 'none'; frame-ancestors 'none'; sandbox";

/**
 * GET /media/{hash}-{width}.{ext}: one variant from the database (docs/decisions/054), so
 * any process on the same database serves it. GET /media/{hash}-{name}.pdf: a document, as
 * a download (docs/decisions/084). Unknown names are a plain 404.
 */
export const serveMedia: Handler<ApiEnv> = async (c) => {
  const parsed = parseVariantUrl(c.req.path);
  if (!parsed) return serveDocument(c);
  const etag = `"${parsed.hashPrefix}-${parsed.width}-${parsed.format}"`;
  // A browser revalidating after a hard reload: same URL, same bytes.
  if (etagMatches(c.req.header("if-none-match"), etag)) {
    return c.body(null, 304, { ETag: etag, "Cache-Control": IMMUTABLE });
  }
  const variant = await c
    .get("deps")
    .services.media.variant(parsed.hashPrefix, parsed.width, parsed.format);
  if (!variant) return c.text("Not found", 404);
  return c.body(variant.data as Uint8Array<ArrayBuffer>, 200, {
    "Content-Type": variant.contentType,
    "Content-Length": String(variant.data.byteLength),
    "Cache-Control": IMMUTABLE,
    ETag: etag,
  });
};

async function serveDocument(c: Context<ApiEnv>): Promise<Response> {
  const file = await c.get("deps").services.media.documentFile(c.req.path);
  if (!file) return c.text("Not found", 404);
  // The bytes under the URL never change: it holds their hash.
  const etag = `"${file.hashPrefix}-pdf"`;
  const headers = {
    "Cache-Control": IMMUTABLE,
    ETag: etag,
    "Content-Security-Policy": DOCUMENT_POLICY,
    "Cross-Origin-Resource-Policy": "same-origin",
  };
  if (etagMatches(c.req.header("if-none-match"), etag)) return c.body(null, 304, headers);
  return c.body(new Uint8Array(file.data), 200, {
    ...headers,
    "Content-Type": PDF_CONTENT_TYPE,
    "Content-Length": String(file.data.byteLength),
    "Content-Disposition": contentDisposition(file.fileName),
  });
}
