import type { TimelineEntry } from "~/domain/leads/lead-timeline-types";
import { STAGE_LABELS } from "./lead-badges";

const MAIL_LABELS: Record<string, string> = {
  "admin-notification": "Notification e-mailed to the team",
  "visitor-acknowledgement": "Acknowledgement e-mailed to the visitor",
  "lead-reply": "Reply e-mail",
  "follow-up-digest": "Follow-up digest",
};

const stage = (value: unknown) =>
  typeof value === "string" && value in STAGE_LABELS
    ? STAGE_LABELS[value as keyof typeof STAGE_LABELS]
    : String(value ?? "");

/** One sentence per timeline entry, as the lead page shows it. */
export function describeEntry(
  entry: TimelineEntry,
  memberName: (id: string | null) => string,
): string {
  const d = entry.detail;
  const who = entry.actorName ?? "Someone";
  switch (entry.type) {
    case "received":
      return "Received from the website";
    case "mail": {
      const label = MAIL_LABELS[String(d.mailKind)] ?? "E-mail";
      const state = d.status === "sent" ? "sent" : d.status === "failed" ? "failed" : "queued";
      return `${label} (${state})`;
    }
    case "opened":
      return `Opened by ${who}`;
    case "status":
      return `${who} changed the status from ${String(d.from)} to ${String(d.to)}`;
    case "stage":
      return `${who} moved the lead to ${stage(d.to)}${d.lostReason ? ` (reason: ${String(d.lostReason)})` : ""}`;
    case "assigned": {
      if (!d.to) return `${who} unassigned it`;
      const to = memberName(String(d.to));
      return to === who ? `${who} took the lead on` : `${who} assigned it to ${to}`;
    }
    case "follow-up":
      return d.to ? `${who} set a follow-up` : `${who} cleared the follow-up`;
    case "note":
      return `${who} added a note`;
    case "reply":
      return `${who} replied: ${String(d.subject ?? "")}`;
    default:
      return entry.type;
  }
}
