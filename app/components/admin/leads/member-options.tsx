import type { MemberOption } from "./lead-filters";

/** The members a lead can be assigned to, as a select's options after its own first ones. */
export function MemberOptions({ members }: { members: MemberOption[] }) {
  return members.map((m) => (
    <option key={m.id} value={m.id}>
      {m.name}
    </option>
  ));
}
