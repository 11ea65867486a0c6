import { CsrfForm } from "~/components/admin/csrf-form";
import { ShortDate } from "~/components/admin/short-date";
import { Button } from "~/components/ui/button";
import { DataTable } from "~/components/ui/data-table";
import { ROLE_LABELS } from "~/domain/team/roles";
import type { Invitation } from "~/domain/team/invitations.server";

/** Open invitations: resend (a new link, seven more days) or revoke. */
export function InvitationsTable({
  invitations,
  csrfToken,
}: {
  invitations: Invitation[];
  csrfToken: string;
}) {
  const action = (intent: string, invitation: Invitation, label: string) => (
    <CsrfForm csrfToken={csrfToken} fields={{ intent, id: invitation.id }}>
      <Button type="submit" size="sm" variant={intent === "revoke" ? "destructive" : "outline"}>
        {label}
        <span className="sr-only"> the invitation of {invitation.email}</span>
      </Button>
    </CsrfForm>
  );
  return (
    <section aria-labelledby="invitations-heading" className="grid gap-3">
      <h2 id="invitations-heading" className="font-semibold">
        Pending invitations
      </h2>
      <DataTable
        rows={invitations}
        rowKey={(invitation) => invitation.id}
        empty={<p className="text-muted-foreground text-sm">No open invitations.</p>}
        columns={[
          { header: "Email", cell: (invitation) => invitation.email },
          { header: "Role", cell: (invitation) => ROLE_LABELS[invitation.role] },
          {
            header: "Expires",
            cell: (invitation) =>
              invitation.expired ? "Expired" : <ShortDate iso={invitation.expiresAt} />,
          },
        ]}
        actions={{
          className: "flex gap-2",
          cell: (invitation) => (
            <>
              {action("resend", invitation, "Resend")}
              {action("revoke", invitation, "Revoke")}
            </>
          ),
        }}
      />
    </section>
  );
}
