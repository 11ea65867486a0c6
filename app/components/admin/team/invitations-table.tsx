import { Form } from "react-router";
import { ShortDate } from "~/components/admin/short-date";
import { Button } from "~/components/ui/button";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "~/components/ui/table";
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
  const action = (intent: string, id: string, label: string, email: string) => (
    <Form method="post">
      <input type="hidden" name="_csrf" value={csrfToken} />
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      <Button type="submit" size="sm" variant={intent === "revoke" ? "destructive" : "outline"}>
        {label}
        <span className="sr-only"> the invitation of {email}</span>
      </Button>
    </Form>
  );
  return (
    <section aria-labelledby="invitations-heading" className="grid gap-3">
      <h2 id="invitations-heading" className="font-semibold">
        Pending invitations
      </h2>
      {invitations.length === 0 ? (
        <p className="text-muted-foreground text-sm">No open invitations.</p>
      ) : (
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>Email</TableHead>
              <TableHead>Role</TableHead>
              <TableHead>Expires</TableHead>
              <TableHead>Actions</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {invitations.map((invitation) => (
              <TableRow key={invitation.id}>
                <TableCell>{invitation.email}</TableCell>
                <TableCell>{ROLE_LABELS[invitation.role]}</TableCell>
                <TableCell>
                  {invitation.expired ? "Expired" : <ShortDate iso={invitation.expiresAt} />}
                </TableCell>
                <TableCell className="flex gap-2">
                  {action("resend", invitation.id, "Resend", invitation.email)}
                  {action("revoke", invitation.id, "Revoke", invitation.email)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </section>
  );
}
