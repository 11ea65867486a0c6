import { ROLE_LABELS, ROLES } from "~/domain/team/roles";
import { SelectOptions } from "~/components/ui/select-options";

/** Every role a member can be given, as a select's options: inviting and changing a role. */
export function RoleOptions() {
  return <SelectOptions items={ROLES} value={(role) => role} label={(role) => ROLE_LABELS[role]} />;
}
