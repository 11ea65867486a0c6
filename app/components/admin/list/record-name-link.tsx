import type { ReactNode } from "react";
import { Link } from "react-router";

/** The id of a catalogue row's name link, which describes the row's Edit and Delete buttons. */
export const recordNameId = (noun: string, recordId: string) => `${noun}-name-${recordId}`;

/** A catalogue row's name, linked to its page; its id lets the row's buttons name the row. */
export function RecordNameLink({
  noun,
  recordId,
  to,
  children,
}: {
  noun: string;
  recordId: string;
  to: string;
  children: ReactNode;
}) {
  return (
    <Link
      id={recordNameId(noun, recordId)}
      to={to}
      className="text-brand-700 font-semibold hover:underline"
    >
      {children}
    </Link>
  );
}
