import { cn } from "~/utils/cn";
import { DateTime } from "../date-time";
import { StatusBadge } from "../inbox/status-badge";
import { FollowUpNote } from "./follow-up-note";
import { KindBadge, StageBadge } from "./lead-badges";
import { ContactLinks, LeadNameLink, SelectLead, type LeadListProps } from "./lead-row-parts";

/** Below 768 px every lead is a card whose actions fit the screen's width. */
export function LeadCards({ items, selection, memberName }: LeadListProps) {
  return (
    <ul className="flex flex-col gap-3" aria-label="Leads">
      {items.map((lead) => (
        <li
          key={`${lead.kind}:${lead.id}`}
          className={cn(
            "bg-card flex min-w-0 flex-col gap-2 rounded-lg border p-3",
            lead.status === "new" && "border-teal-600/50 bg-teal-50/60",
          )}
        >
          <div className="flex items-start gap-3">
            <SelectLead
              lead={lead}
              checked={selection.has(lead)}
              onChange={(on) => selection.toggle(lead, on)}
            />
            <div className="min-w-0 flex-1">
              <LeadNameLink lead={lead} />
              <p className="text-sm break-words">{lead.subject}</p>
            </div>
          </div>
          <div className="flex flex-wrap items-center gap-1.5">
            <KindBadge kind={lead.kind} />
            <StatusBadge status={lead.status} />
            <StageBadge stage={lead.stage} />
          </div>
          <p className="text-muted-foreground text-xs">
            <DateTime iso={lead.date} />
            {lead.assigneeId ? <> · {memberName(lead.assigneeId)}</> : null}
          </p>
          <FollowUpNote iso={lead.followUpAt} />
          <div className="flex flex-wrap gap-2">
            <ContactLinks lead={lead} />
          </div>
        </li>
      ))}
    </ul>
  );
}
