import { Form } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "~/components/ui/table";
import { ROLE_LABELS, ROLES } from "~/domain/team/roles";
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
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>Name</TableHead>
            <TableHead>Email</TableHead>
            <TableHead>Role</TableHead>
            <TableHead>Status</TableHead>
            <TableHead>Actions</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {members.map((member) => (
            <TableRow key={member.id}>
              <TableCell>
                {member.name || "—"}
                {member.id === meId ? " (you)" : ""}
              </TableCell>
              <TableCell>{member.email}</TableCell>
              <TableCell>
                <Form method="post" className="flex items-center gap-2">
                  <input type="hidden" name="_csrf" value={csrfToken} />
                  <input type="hidden" name="intent" value="update" />
                  <input type="hidden" name="id" value={member.id} />
                  <select
                    name="role"
                    defaultValue={member.role}
                    aria-label={`Role of ${member.email}`}
                    className="h-8 rounded-md border px-2 text-sm"
                  >
                    {ROLES.map((role) => (
                      <option key={role} value={role}>
                        {ROLE_LABELS[role]}
                      </option>
                    ))}
                  </select>
                  <Button type="submit" size="sm" variant="outline">
                    Save role
                  </Button>
                </Form>
              </TableCell>
              <TableCell>
                <Badge variant={member.disabled ? "destructive" : "secondary"}>
                  {member.disabled ? "Disabled" : "Active"}
                </Badge>
                {member.twoFactor ? <Badge className="ml-1">2FA</Badge> : null}
              </TableCell>
              <TableCell>
                <Form method="post">
                  <input type="hidden" name="_csrf" value={csrfToken} />
                  <input type="hidden" name="intent" value="update" />
                  <input type="hidden" name="id" value={member.id} />
                  <input type="hidden" name="disabled" value={member.disabled ? "false" : "true"} />
                  <Button
                    type="submit"
                    size="sm"
                    variant={member.disabled ? "outline" : "destructive"}
                  >
                    {member.disabled ? "Enable" : "Disable"}
                    <span className="sr-only"> {member.email}</span>
                  </Button>
                </Form>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </section>
  );
}
