import { useState } from "react";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { LEAD_STAGES, type LeadStage } from "~/domain/leads/lead-stages";
import { cn } from "~/utils/cn";
import { STAGE_LABELS } from "./lead-badges";

/** new → contacted → quoted → won | lost; lost asks for a reason first. */
export function StagePipeline({
  stage,
  lostReason,
  onChange,
}: {
  stage: LeadStage;
  lostReason: string | null;
  onChange: (stage: LeadStage, lostReason?: string) => Promise<boolean>;
}) {
  const [askingReason, setAskingReason] = useState(false);
  const [reason, setReason] = useState(lostReason ?? "");
  const [busy, setBusy] = useState(false);
  async function choose(next: LeadStage, why?: string) {
    setBusy(true);
    if (await onChange(next, why)) setAskingReason(false);
    setBusy(false);
  }
  return (
    <div className="flex flex-col gap-3">
      <ol className="flex flex-wrap gap-1.5" aria-label="Stage">
        {LEAD_STAGES.map((value) => (
          <li key={value}>
            <Button
              type="button"
              size="sm"
              variant={value === stage ? "default" : "outline"}
              aria-pressed={value === stage}
              disabled={busy}
              className={cn(value === "lost" && value !== stage && "text-destructive")}
              onClick={() => (value === "lost" ? setAskingReason(true) : void choose(value))}
            >
              {STAGE_LABELS[value]}
            </Button>
          </li>
        ))}
      </ol>
      {stage === "lost" && lostReason && !askingReason ? (
        <p className="text-sm">
          <span className="font-medium">Lost because:</span> {lostReason}
        </p>
      ) : null}
      {askingReason ? (
        <form
          className="flex flex-col gap-2 sm:flex-row"
          onSubmit={(event) => {
            event.preventDefault();
            void choose("lost", reason.trim());
          }}
        >
          <label className="sr-only" htmlFor="lost-reason">
            Why was it lost?
          </label>
          <Input
            id="lost-reason"
            value={reason}
            required
            maxLength={500}
            placeholder="Why was it lost? (price, timing, competitor...)"
            onChange={(event) => setReason(event.target.value)}
          />
          <Button type="submit" variant="destructive" disabled={busy || reason.trim() === ""}>
            Mark lost
          </Button>
          <Button type="button" variant="ghost" onClick={() => setAskingReason(false)}>
            Cancel
          </Button>
        </form>
      ) : null}
    </div>
  );
}
