import type { LeadStage } from "./lead-stages.ts";

export const LOST_REASON_REQUIRED = "Say why the lead was lost";

export type LostReasonOutcome = { ok: true; reason: string | null } | { ok: false; error: string };

/**
 * The reason a lead carries after a change (docs/decisions/057): a lead moved to lost, or
 * whose reason is edited while lost, must end up with a non-blank one, so the won/lost
 * figures can always say why; a lead already lost keeps its reason when only other fields
 * change; leaving lost clears it. One rule for the API and the lead page, which calls it.
 */
export function lostReasonAfter(
  change: { stage?: LeadStage; lostReason?: string | null },
  before: { stage: LeadStage; lost_reason: string | null },
): LostReasonOutcome {
  const stage = change.stage ?? before.stage;
  if (stage !== "lost") return { ok: true, reason: null };
  const reason =
    change.lostReason !== undefined
      ? change.lostReason?.trim() || null
      : before.stage === "lost"
        ? before.lost_reason
        : null;
  const touchesIt = change.stage !== undefined || change.lostReason !== undefined;
  // A lead lost before reasons were required may still be assigned or given a follow-up.
  if (reason === null && touchesIt) return { ok: false, error: LOST_REASON_REQUIRED };
  return { ok: true, reason };
}
