import { randomBytes } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import type { ApiEnv } from "../api/env.ts";

/** The only third party the pages may frame: the contact page's map. */
export const MAP_FRAME_ORIGINS = ["https://www.google.com", "https://maps.google.com"];

/**
 * The security headers of every response, as one list: the middleware below and the page
 * cache's direct answers (server/page-cache/cache-answer.ts) send exactly these. Scripts run
 * only from our origin and with `scriptSources`: the per-request nonce React Router's inline
 * hydration scripts carry, or the hashes of a cached page's inline scripts (decision 061).
 * Images may come from any https origin (administrators paste their own links), and from
 * blob: URLs, the previews of files chosen for upload in the media library.
 */
export function securityHeaderEntries(scriptSources: string, secure: boolean): [string, string][] {
  const csp = [
    "default-src 'self'",
    `script-src 'self' ${scriptSources}`.trimEnd(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self'",
    "connect-src 'self'",
    `frame-src ${MAP_FRAME_ORIGINS.join(" ")}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
  const entries: [string, string][] = [
    ["Content-Security-Policy", csp],
    ["X-Content-Type-Options", "nosniff"],
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
    ["X-Frame-Options", "DENY"],
    ["Cross-Origin-Opener-Policy", "same-origin"],
    ["Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=()"],
  ];
  if (secure) entries.push(["Strict-Transport-Security", "max-age=31536000; includeSubDomains"]);
  return entries;
}

/**
 * Security headers on every response that goes through the app. A response that sets its own
 * Content-Security-Policy keeps it: only the media library's documents do, with a stricter one
 * (server/media-route.ts, docs/decisions/084).
 */
export function securityHeaders(): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    const nonce = randomBytes(16).toString("base64");
    c.set("cspNonce", nonce);
    await next();
    const sources = c.get("cspScriptSources") ?? `'nonce-${nonce}'`;
    const ownPolicy = c.res.headers.has("Content-Security-Policy");
    for (const [name, value] of securityHeaderEntries(sources, c.get("secureCookies")))
      if (!(ownPolicy && name === "Content-Security-Policy")) c.header(name, value);
  };
}
