import { createHash, timingSafeEqual } from "node:crypto";
import ipaddr from "ipaddr.js";

/**
 * Who may read /metrics (docs/decisions/094): a scraper on this machine, or one holding
 * METRICS_TOKEN. The address is the one the app resolved (server/client-address.ts): behind
 * nginx with TRUST_PROXY it is the visitor's, so a request through the proxy is never local.
 */
export function isLoopback(address: string): boolean {
  try {
    return ipaddr.process(address).range() === "loopback";
  } catch {
    return false;
  }
}

/**
 * `Authorization: Bearer <token>` against the configured token, in constant time: both are
 * hashed first, so neither the comparison nor its length check tells how much was right.
 */
export function bearerMatches(header: string | undefined, token: string | undefined): boolean {
  if (!token || !header) return false;
  const match = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(header);
  if (!match?.[1]) return false;
  return timingSafeEqual(digest(match[1]), digest(token));
}

function digest(text: string): Buffer {
  return createHash("sha256").update(text).digest();
}
