import { DEFAULT_MIN_FILL_MS } from "../../app/domain/spam.ts";
import { judgeSubmission } from "../../app/domain/spam-stamp.server.ts";
import type { ApiDependencies } from "./env.ts";

import type { EnquiryKind } from "../../app/domain/enquiries/enquiry-kinds.ts";

/**
 * Decides the status a public submission is stored with: the honeypot and the
 * signed fill-time stamp (docs/decisions/011-spam-defence.md). A
 * client that sends only the original payload (docs/product.md, The API) is always accepted
 * as `new`. Spam is stored, never thrown away, and never notified.
 */
export async function submissionStatus(
  deps: ApiDependencies,
  kind: EnquiryKind,
  raw: Record<string, unknown>,
): Promise<"new" | "spam"> {
  const verdict = judgeSubmission(raw, {
    secret: deps.secret,
    now: deps.now?.() ?? Date.now(),
    minFillMs: deps.formMinFillMs ?? DEFAULT_MIN_FILL_MS,
  });
  if (verdict.status === "spam") {
    // The reason only: the visitor's values stay out of the log.
    deps.logger.info(
      { event: "form.spam", kind, reason: verdict.reason },
      "submission stored as spam",
    );
  }
  return verdict.status;
}
