import type { Handler } from "hono";
import { parseVariantUrl } from "../app/domain/media/media-rules.ts";
import type { ApiEnv } from "./api/env.ts";

/** A variant's bytes never change under its URL (the URL holds their hash): cache for a year. */
const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * GET /media/{hash}-{width}.{ext}: one variant from the database (docs/decisions/054), so
 * any process on the same database serves it. Unknown names are a plain 404.
 */
export const serveMedia: Handler<ApiEnv> = async (c) => {
  const parsed = parseVariantUrl(c.req.path);
  if (!parsed) return c.text("Not found", 404);
  const etag = `"${parsed.hashPrefix}-${parsed.width}-${parsed.format}"`;
  // A browser revalidating after a hard reload: same URL, same bytes.
  if (ifNoneMatch(c.req.header("if-none-match"), etag)) {
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

function ifNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header
    .split(",")
    .map((tag) => tag.trim().replace(/^W\//, ""))
    .some((tag) => tag === etag || tag === "*");
}
