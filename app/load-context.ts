import type { AdminIdentity } from "./domain/auth.server.ts";
import type { Services } from "./domain/services.server.ts";
import type { EnquiryKind } from "./domain/enquiries/enquiry-kinds.ts";
import type { Admission } from "./domain/enquiries/submission.ts";

/**
 * What the HTTP server hands to every loader and action. Loaders call the
 * domain services directly, never the site's own HTTP API.
 */
export interface SiteContext {
  services: Services;
  /** The signed-in administrator, resolved on the server; null for visitors. */
  admin: AdminIdentity | null;
  /** For the hidden `_csrf` field of forms that must work without scripts. */
  csrfToken: string;
  cspNonce: string;
  /** Absolute origin for canonical URLs, sitemaps and e-mail links. */
  siteUrl: string;
  clientAddress: string;
  /** MEDIA_MAX_BYTES: the upload screens refuse larger files before sending them. */
  mediaMaxBytes: number;
  /** Set-Cookie values for a page action that signs in or out without scripts. */
  sessionCookie: {
    /** The new session's id and a CSRF token bound to it (docs/decisions/004). */
    create(token: string): string[];
    /** A fresh token for a session that already exists (its second factor was just given). */
    renewCsrf(token: string): string;
    clear(): string;
  };
  /**
   * The WebAuthn challenge between the account page's passkey options and the browser's
   * answer, in a signed cookie (docs/decisions/063).
   */
  passkeyChallenge: {
    /** Set-Cookie value carrying a new challenge. */
    issue(challenge: string): string;
    /** The request's challenge, if it is valid, and the Set-Cookie value that clears it. */
    take(): { challenge: string | null; clear: string };
  };
  /** The known-device cookie of sign-in throttling (docs/decisions/036). */
  knownDevice: {
    /** The request carries this account's known-device cookie. */
    proves(email: string): boolean;
    /** Set-Cookie value remembering this browser for `email`. */
    cookie(email: string): string;
  };
  /** Public form guard shared with the API: rate limit and spam checks. */
  formGuard: {
    /** The address's rate limit, counted when the submission is stored. */
    admission: Admission;
    statusFor(kind: EnquiryKind, raw: Record<string, unknown>): Promise<"new" | "spam">;
    /** A fresh signed value for the forms' hidden `formStartedAt` field (app/domain/spam.ts). */
    formStamp(): string;
  };
}

declare module "react-router" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends SiteContext {}
}
