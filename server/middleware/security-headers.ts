import { randomBytes } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import type { ApiEnv } from "../api/env.ts";

/** The only third party the pages may frame: the contact page's map (DECISIONS.md section 5). */
export const MAP_FRAME_ORIGINS = ["https://www.google.com", "https://maps.google.com"];

/**
 * Security headers on every response. Scripts run only from our origin or
 * with the per-request nonce that React Router's inline hydration scripts carry.
 * Images may come from any https origin (administrators paste their own links), and from
 * blob: URLs, the previews of files chosen for upload in the media library (issue 10).
 */
export function securityHeaders(): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    const nonce = randomBytes(16).toString("base64");
    c.set("cspNonce", nonce);
    await next();
    const csp = [
      "default-src 'self'",
      // A cached page names the hashes of its own inline scripts instead (decision 061).
      `script-src 'self' ${c.get("cspScriptSources") ?? `'nonce-${nonce}'`}`.trimEnd(),
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
    c.header("Content-Security-Policy", csp);
    c.header("X-Content-Type-Options", "nosniff");
    c.header("Referrer-Policy", "strict-origin-when-cross-origin");
    c.header("X-Frame-Options", "DENY");
    c.header("Cross-Origin-Opener-Policy", "same-origin");
    c.header("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=()");
    if (c.get("secureCookies"))
      c.header("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  };
}
