import { Badge } from "~/components/ui/badge";
import type { LeadKind, LeadStage } from "~/domain/leads/lead-kinds";

export const KIND_LABELS: Record<LeadKind, string> = {
  inquiries: "Product",
  "service-inquiries": "Service",
  contacts: "Contact",
};

export const STAGE_LABELS: Record<LeadStage, string> = {
  new: "New",
  contacted: "Contacted",
  quoted: "Quoted",
  won: "Won",
  lost: "Lost",
};

/** Which inbox a lead came from. */
export function KindBadge({ kind }: { kind: LeadKind }) {
  return (
    <Badge variant={kind === "inquiries" ? "secondary" : "outline"}>{KIND_LABELS[kind]}</Badge>
  );
}

/** Where the lead stands in the pipeline (separate from read/replied). */
export function StageBadge({ stage }: { stage: LeadStage }) {
  const variant =
    stage === "won"
      ? "teal"
      : stage === "lost"
        ? "destructive"
        : stage === "new"
          ? "outline"
          : "blue";
  // "Stage:" tells it apart from the read/replied status badge beside it.
  return (
    <Badge variant={variant}>
      <span className="font-normal">Stage:</span> {STAGE_LABELS[stage]}
    </Badge>
  );
}
