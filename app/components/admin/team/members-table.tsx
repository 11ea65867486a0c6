import { CsrfForm } from "~/components/admin/csrf-form";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { DataTable } from "~/components/ui/data-table";
import { RoleOptions } from "./role-options";
import type { TeamMember } from "~/domain/team/users.server";

/** The accounts, with the owner's two levers: the role and the switch. */
export function MembersTable({
  members,
  meId,
  csrfToken,
}: {
  members: TeamMember[];
  meId: string;
  csrfToken: string;
}) {
  return (
    <section aria-labelledby="members-heading" className="grid gap-3">
      <h2 id="members-heading" className="font-semibold">
        Members
      </h2>
      <DataTable
        rows={members}
        rowKey={(member) => member.id}
        columns={[
          {
            header: "Name",
            cell: (member) => (
              <>
                {member.name || "—"}
                {member.id === meId ? " (you)" : ""}
              </>
            ),
          },
          { header: "Email", cell: (member) => member.email },
          {
            header: "Role",
            cell: (member) => (
              <CsrfForm
                csrfToken={csrfToken}
                fields={{ intent: "update", id: member.id }}
                className="flex items-center gap-2"
              >
                <select
                  name="role"
                  defaultValue={member.role}
                  aria-label={`Role of ${member.email}`}
                  className="h-8 rounded-md border px-2 text-sm"
                >
                  <RoleOptions />
                </select>
                <Button type="submit" size="sm" variant="outline">
                  Save role
                </Button>
              </CsrfForm>
            ),
          },
          {
            header: "Status",
            cell: (member) => (
              <>
                <Badge variant={member.disabled ? "destructive" : "secondary"}>
                  {member.disabled ? "Disabled" : "Active"}
                </Badge>
                {member.twoFactor ? <Badge className="ml-1">2FA</Badge> : null}
              </>
            ),
          },
        ]}
        actions={{
          cell: (member) => (
            <CsrfForm
              csrfToken={csrfToken}
              fields={{
                intent: "update",
                id: member.id,
                disabled: member.disabled ? "false" : "true",
              }}
            >
              <Button type="submit" size="sm" variant={member.disabled ? "outline" : "destructive"}>
                {member.disabled ? "Enable" : "Disable"}
                <span className="sr-only"> {member.email}</span>
              </Button>
            </CsrfForm>
          ),
        }}
      />
    </section>
  );
}
