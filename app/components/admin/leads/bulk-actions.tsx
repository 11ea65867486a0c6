import { DownloadIcon, Trash2Icon } from "lucide-react";
import { useState } from "react";
import { toast } from "~/components/ui/deferred-toaster";
import { Button } from "~/components/ui/button";
import type { LeadSummary } from "~/domain/leads/lead-types";
import { downloadCsv, toCsv } from "~/utils/csv";
import { ConfirmDeleteDialog } from "../confirm-delete-dialog";
import { forEachLead, leadActions, type LeadRef } from "./lead-actions";
import { kindLabel, STAGE_LABELS } from "./lead-badges";
import type { MemberOption } from "./lead-filters";
import { MemberOptions } from "./member-options";
import { formatCount } from "~/utils/format-number";

/** The statuses the ticked leads can be given at once: the button, and its toast. */
const STATUS_ACTIONS = [
  { status: "read", label: "Mark read", done: "Marked read" },
  { status: "replied", label: "Mark replied", done: "Marked replied" },
] as const;

/**
 * What can be done to the ticked leads at once: mark read or replied, assign,
 * export as CSV, delete after a confirmation. The list reloads from the server afterwards.
 */
export function BulkActions({
  selected,
  members,
  memberName,
  onDone,
}: {
  selected: LeadSummary[];
  members: MemberOption[];
  memberName: (id: string | null) => string;
  onDone: () => Promise<void>;
}) {
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [assignee, setAssignee] = useState("");
  const count = selected.length;

  async function run(label: string, action: (lead: LeadRef) => Promise<boolean>) {
    setBusy(true);
    const done = await forEachLead(selected, action);
    setBusy(false);
    if (done > 0) toast.success(`${label}: ${formatCount(done)} of ${formatCount(count)} leads`);
    await onDone();
  }

  function exportCsv() {
    const day = new Date().toISOString().slice(0, 10);
    downloadCsv(
      `leads-${day}.csv`,
      toCsv(selected, [
        { header: "Received", value: (l) => l.date },
        { header: "Kind", value: (l) => kindLabel(l.kind) },
        { header: "Status", value: (l) => l.status },
        { header: "Stage", value: (l) => STAGE_LABELS[l.stage] },
        { header: "Name", value: (l) => l.name },
        { header: "Email", value: (l) => l.email },
        { header: "Phone", value: (l) => l.phone },
        { header: "Subject", value: (l) => l.subject },
        { header: "Assignee", value: (l) => (l.assigneeId ? memberName(l.assigneeId) : "") },
        { header: "Follow-up", value: (l) => l.followUpAt ?? "" },
      ]),
    );
  }

  if (count === 0) return null;
  return (
    <section
      aria-label="Bulk actions"
      className="bg-muted/60 flex flex-wrap items-center gap-2 rounded-lg border p-2"
    >
      <p className="px-1 text-sm font-medium" role="status">
        {formatCount(count)} selected
      </p>
      {STATUS_ACTIONS.map(({ status, label, done }) => (
        <Button
          key={status}
          size="sm"
          variant="outline"
          disabled={busy}
          onClick={() => run(done, (l) => leadActions.setStatus(l, status))}
        >
          {label}
        </Button>
      ))}
      <span className="flex items-center gap-1">
        <label className="sr-only" htmlFor="bulk-assignee">
          Assign to
        </label>
        <select
          id="bulk-assignee"
          value={assignee}
          onChange={(event) => setAssignee(event.target.value)}
          className="border-input bg-background h-9 rounded-md border px-2 text-sm"
        >
          <option value="">Assign to…</option>
          <option value="none">Nobody</option>
          <MemberOptions members={members} />
        </select>
        <Button
          size="sm"
          variant="outline"
          disabled={busy || assignee === ""}
          onClick={() =>
            run("Assigned", (l) =>
              leadActions.update(l, { assigneeId: assignee === "none" ? null : assignee }),
            )
          }
        >
          Assign
        </Button>
      </span>
      <Button size="sm" variant="outline" onClick={exportCsv}>
        <DownloadIcon aria-hidden="true" />
        Export CSV
      </Button>
      <Button size="sm" variant="destructive" disabled={busy} onClick={() => setConfirming(true)}>
        <Trash2Icon aria-hidden="true" />
        Delete
      </Button>
      <ConfirmDeleteDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Delete ${formatCount(count)} ${count === 1 ? "lead" : "leads"}?`}
        description="The messages, their notes and timelines are removed. This action cannot be undone."
        onConfirm={() => run("Deleted", leadActions.remove)}
      />
    </section>
  );
}
