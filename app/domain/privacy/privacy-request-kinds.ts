/**
 * The kinds of privacy request and how long the owner has to answer, apart from their schemas
 * (privacy-schemas.ts) so the owner's screen loads no zod.
 */

/**
 * The Act asks for answers "within a reasonable time"; the privacy notice promises 30 days, and
 * the owner's screen marks an open request older than that (docs/decisions/090).
 */
export const RESPONSE_DAYS = 30;

export const PRIVACY_REQUEST_KINDS = ["access", "correction", "erasure"] as const;

export const REQUEST_KIND_LABELS: Record<(typeof PRIVACY_REQUEST_KINDS)[number], string> = {
  access: "Access (a copy of their data)",
  correction: "Correction",
  erasure: "Erasure",
};
