import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "~/components/ui/table";
import type { LeadSummary } from "~/domain/leads/lead-types";
import { cn } from "~/utils/cn";
import { DateTime } from "../date-time";
import { StatusBadge } from "../inbox/status-badge";
import { FollowUpNote } from "./follow-up-note";
import { KindBadge, StageBadge } from "./lead-badges";
import { LeadNameLink, SelectLead } from "./lead-row-parts";
import type { Selection } from "./use-selection";

/**
 * The leads inbox from 768 px up. Five narrow columns that wrap their text, so nothing is
 * clipped at 1024 px with the sidebar open; below 768 px the cards take over.
 */
export function LeadsTable({
  items,
  selection,
  memberName,
}: {
  items: LeadSummary[];
  selection: Selection;
  memberName: (id: string | null) => string;
}) {
  const allChecked = items.length > 0 && items.every((lead) => selection.has(lead));
  return (
    <Table className="table-fixed">
      <TableHeader>
        <TableRow>
          <TableHead className="w-10">
            <SelectAll checked={allChecked} onChange={(on) => selection.setAll(items, on)} />
          </TableHead>
          <TableHead className="w-[24%]">Lead</TableHead>
          <TableHead>Subject</TableHead>
          <TableHead className="w-28">Status</TableHead>
          <TableHead className="w-32">Assignee</TableHead>
          <TableHead className="w-36">Received</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {items.map((lead) => (
          <TableRow
            key={`${lead.kind}:${lead.id}`}
            className={cn(lead.status === "new" && "bg-teal-50/60")}
          >
            <TableCell>
              <SelectLead
                lead={lead}
                checked={selection.has(lead)}
                onChange={(on) => selection.toggle(lead, on)}
              />
            </TableCell>
            <TableCell className="align-top break-words whitespace-normal">
              <LeadNameLink lead={lead} />
              <span className="text-muted-foreground block text-xs break-all">{lead.email}</span>
              <span className="text-muted-foreground block text-xs">{lead.phone}</span>
            </TableCell>
            <TableCell className="align-top break-words whitespace-normal">
              <KindBadge kind={lead.kind} />
              <span className="mt-1 block">{lead.subject}</span>
            </TableCell>
            <TableCell className="align-top">
              <span className="flex flex-col items-start gap-1">
                <StatusBadge status={lead.status} />
                <StageBadge stage={lead.stage} />
              </span>
            </TableCell>
            <TableCell className="align-top text-xs break-words whitespace-normal">
              {memberName(lead.assigneeId)}
              <FollowUpNote iso={lead.followUpAt} />
            </TableCell>
            <TableCell className="align-top text-xs whitespace-normal">
              <DateTime iso={lead.date} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function SelectAll({ checked, onChange }: { checked: boolean; onChange: (on: boolean) => void }) {
  return (
    <input
      type="checkbox"
      className="accent-brand-700 size-4"
      checked={checked}
      onChange={(event) => onChange(event.target.checked)}
      aria-label="Select all leads on this page"
    />
  );
}
