import type { AdminIdentity } from "../../app/domain/auth.server.ts";
import type { Services } from "../../app/domain/services.server.ts";
import type { Logger } from "../logger.ts";

export interface ApiDependencies {
  services: Services;
  logger: Logger;
  /** Public form submissions per minute per address. */
  formRateLimit: number;
  secret: string;
  /** FORM_MIN_FILL_MS: the spam check's minimum fill time; 3000 when unset. */
  formMinFillMs?: number;
  /** MEDIA_MAX_BYTES: the largest image upload; 20 MiB when unset. */
  mediaMaxBytes?: number;
  /** The spam checks' clock; tests inject one. */
  now?: () => number;
}

/** What the middleware chain puts on the Hono context. */
export interface ApiEnv {
  Variables: {
    deps: ApiDependencies;
    admin: AdminIdentity | null;
    clientAddress: string;
    csrfToken: string;
    /**
     * The request's CSRF cookie once `ensureCsrfCookie` has found it signed by us and fitting
     * the session, so `requireCsrf` need not compute its HMAC again.
     */
    csrfChecked?: string;
    cspNonce: string;
    secureCookies: boolean;
    /** What the page cache did with this request (docs/decisions/061). */
    pageCache?: "hit" | "miss" | "fill" | "bypass";
    /** The endpoint's declared path, the `route` label of its metrics (docs/decisions/094). */
    route?: string;
    /** Set by the page cache: the inline-script hashes that replace the nonce in the CSP. */
    cspScriptSources?: string;
  };
}
