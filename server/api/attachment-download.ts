import type { Context } from "hono";
import type { ApiEnv } from "./env.ts";

/**
 * A stored file as a download (docs/decisions/083): never shown in the page (a PDF or a
 * picture could otherwise run in the site's origin), its type as sniffed on arrival and no
 * guessing by the browser, its name as stored (RFC 6266, with an ASCII fallback).
 */
export function downloadAnswer(
  c: Context<ApiEnv>,
  file: { name: string; type: string; bytes: Uint8Array },
): Response {
  const fallback = file.name.replace(/[^\x20-\x7e]|["\\]/g, "_");
  c.header("Content-Type", file.type);
  c.header(
    "Content-Disposition",
    `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(file.name)}`,
  );
  c.header("X-Content-Type-Options", "nosniff");
  c.header("Content-Length", String(file.bytes.byteLength));
  return c.body(new Uint8Array(file.bytes), 200);
}
