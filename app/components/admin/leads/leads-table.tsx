import { DataTable } from "~/components/ui/data-table";
import { DateTime } from "../date-time";
import { StatusBadge } from "../inbox/status-badge";
import { FollowUpNote } from "./follow-up-note";
import { KindBadge, StageBadge } from "./lead-badges";
import { LeadNameLink, SelectLead, type LeadListProps } from "./lead-row-parts";

/**
 * The leads inbox from 768 px up. Five narrow columns that wrap their text, so nothing is
 * clipped at 1024 px with the sidebar open; below 768 px the cards take over.
 */
export function LeadsTable({ items, selection, memberName }: LeadListProps) {
  const allChecked = items.length > 0 && items.every((lead) => selection.has(lead));
  return (
    <DataTable
      className="table-fixed"
      rows={items}
      rowKey={(lead) => `${lead.kind}:${lead.id}`}
      rowClassName={(lead) => lead.status === "new" && "bg-teal-50/60"}
      columns={[
        {
          header: <SelectAll checked={allChecked} onChange={(on) => selection.setAll(items, on)} />,
          headClassName: "w-10",
          cell: (lead) => (
            <SelectLead
              lead={lead}
              checked={selection.has(lead)}
              onChange={(on) => selection.toggle(lead, on)}
            />
          ),
        },
        {
          header: "Lead",
          headClassName: "w-[24%]",
          className: "align-top break-words whitespace-normal",
          cell: (lead) => (
            <>
              <LeadNameLink lead={lead} />
              <span className="text-muted-foreground block text-xs break-all">{lead.email}</span>
              <span className="text-muted-foreground block text-xs">{lead.phone}</span>
            </>
          ),
        },
        {
          header: "Subject",
          className: "align-top break-words whitespace-normal",
          cell: (lead) => (
            <>
              <KindBadge kind={lead.kind} />
              <span className="mt-1 block">{lead.subject}</span>
            </>
          ),
        },
        {
          header: "Status",
          headClassName: "w-28",
          className: "align-top",
          cell: (lead) => (
            <span className="flex flex-col items-start gap-1">
              <StatusBadge status={lead.status} />
              <StageBadge stage={lead.stage} />
            </span>
          ),
        },
        {
          header: "Assignee",
          headClassName: "w-32",
          className: "align-top text-xs break-words whitespace-normal",
          cell: (lead) => (
            <>
              {memberName(lead.assigneeId)}
              <FollowUpNote iso={lead.followUpAt} />
            </>
          ),
        },
        {
          header: "Received",
          headClassName: "w-36",
          className: "align-top text-xs whitespace-normal",
          cell: (lead) => <DateTime iso={lead.date} />,
        },
      ]}
    />
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
