import type { MemberOption } from "./lead-filters";
import { SelectOptions } from "~/components/ui/select-options";

/** The members a lead can be assigned to, as a select's options after its own first ones. */
export function MemberOptions({ members }: { members: MemberOption[] }) {
  return <SelectOptions items={members} value={(m) => m.id} label={(m) => m.name} />;
}
