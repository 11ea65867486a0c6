import type { ReactNode } from "react";
import { Link } from "react-router";

/** A catalogue row's name, linked to its page; its id lets the row's buttons name the row. */
export function RecordNameLink({
  id,
  to,
  children,
}: {
  id: string;
  to: string;
  children: ReactNode;
}) {
  return (
    <Link id={id} to={to} className="text-brand-700 font-semibold hover:underline">
      {children}
    </Link>
  );
}
