import { Badge } from "~/components/ui/badge";
import { ENQUIRY_NAMES, type EnquiryKind } from "~/domain/enquiries/enquiry-kinds";
import type { LeadStage } from "~/domain/leads/lead-stages";

export const kindLabel = (kind: EnquiryKind): string => ENQUIRY_NAMES[kind].badge;

export const STAGE_LABELS: Record<LeadStage, string> = {
  new: "New",
  contacted: "Contacted",
  quoted: "Quoted",
  won: "Won",
  lost: "Lost",
};

/** Which inbox a lead came from. */
export function KindBadge({ kind }: { kind: EnquiryKind }) {
  return <Badge variant={kind === "inquiries" ? "secondary" : "outline"}>{kindLabel(kind)}</Badge>;
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
