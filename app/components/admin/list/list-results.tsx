import { SearchXIcon } from "lucide-react";
import type { ReactNode } from "react";
import { EmptyState } from "../empty-state";
import { Pager } from "./pager";

/**
 * A searchable list's body: what to do when there is nothing yet, a plain answer when the
 * search found nothing, and otherwise the rows on a card with the pager under them.
 */
export function ListResults({
  total,
  offset,
  limit,
  page,
  q,
  noun,
  empty,
  children,
}: {
  total: number;
  offset: number;
  limit: number;
  page: number;
  q: string;
  /** Plural, as in 'No products match…'. */
  noun: string;
  /** Shown while the list has no rows at all. */
  empty: ReactNode;
  children: ReactNode;
}) {
  if (total === 0 && !q) return empty;
  if (total === 0) {
    return (
      <EmptyState icon={SearchXIcon}>
        No {noun} match your search term: &quot;{q}&quot;
      </EmptyState>
    );
  }
  return (
    <div className="bg-card flex flex-col gap-4 rounded-xl border p-2 sm:p-4">
      {children}
      <Pager total={total} offset={offset} limit={limit} page={page} />
    </div>
  );
}
