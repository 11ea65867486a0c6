import { ROLE_LABELS, ROLES } from "~/domain/team/roles";

/** Every role a member can be given, as a select's options: inviting and changing a role. */
export function RoleOptions() {
  return ROLES.map((role) => (
    <option key={role} value={role}>
      {ROLE_LABELS[role]}
    </option>
  ));
}
