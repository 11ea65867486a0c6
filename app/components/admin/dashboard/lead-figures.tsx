import type { ReactNode } from "react";
import { ColumnHeads } from "~/components/ui/column-heads";
import type { LeadStats } from "~/domain/leads/lead-types";
import { formatMonth } from "~/utils/format-date";
import { formatCount } from "~/utils/format-number";
import { FigureRow } from "./figure-row";

const OUTCOME_COLUMNS = [
  { label: "Month", className: "py-1" },
  { label: "Won", className: "py-1 text-right" },
  { label: "Lost", className: "py-1 text-right" },
];

function duration(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  if (minutes < 48 * 60) return `${Math.round(minutes / 6) / 10} h`;
  return `${Math.round(minutes / 144) / 10} days`;
}

/** A figure table on its own card, or a line saying why it has no rows. */
function TableCard({
  caption,
  empty,
  children,
}: {
  caption: string;
  /** Shown instead of the table when set. */
  empty: string | null;
  children: ReactNode;
}) {
  return (
    <section
      className="bg-card flex min-w-0 flex-col gap-2 rounded-xl border p-4"
      aria-label={caption}
    >
      <h2 className="text-base font-semibold">{caption}</h2>
      {empty ? (
        <p className="text-muted-foreground text-sm">{empty}</p>
      ) : (
        <table className="w-full text-sm">{children}</table>
      )}
    </section>
  );
}

function CountTable({
  caption,
  rows,
  empty,
}: {
  caption: string;
  rows: Array<{ label: string; count: number }>;
  empty: string;
}) {
  return (
    <TableCard caption={caption} empty={rows.length === 0 ? empty : null}>
      <tbody>
        {rows.slice(0, 8).map((row) => (
          <FigureRow
            key={row.label}
            heading={row.label}
            headingClassName="py-1 pr-2 text-left font-normal break-words"
            figures={[
              {
                value: formatCount(row.count),
                className: "py-1 text-right font-semibold tabular-nums",
              },
            ]}
          />
        ))}
      </tbody>
    </TableCard>
  );
}

/** Where the leads come from, how fast they are answered, and how they end. */
export function LeadFigures({ stats }: { stats: LeadStats }) {
  return (
    <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-4">
      <section
        className="bg-card flex flex-col gap-1 rounded-xl border p-4"
        aria-label="Median time to first reply"
      >
        <h2 className="text-muted-foreground text-sm font-semibold">Median time to first reply</h2>
        <p className="text-3xl font-bold tabular-nums">
          {stats.medianFirstReplyMinutes === null ? "–" : duration(stats.medianFirstReplyMinutes)}
        </p>
        <p className="text-muted-foreground text-xs">
          {stats.repliedLeads} leads replied from the back office, last 90 days
        </p>
      </section>
      <TableCard
        caption="Won and lost by month"
        empty={stats.outcomes.length === 0 ? "No lead won or lost yet." : null}
      >
        <ColumnHeads className="border-b text-left" columns={OUTCOME_COLUMNS} />
        <tbody>
          {stats.outcomes.slice(0, 6).map((row) => (
            <FigureRow
              key={row.month}
              heading={formatMonth(row.month)}
              headingClassName="py-1 text-left font-normal"
              figures={[
                { value: row.won, className: "py-1 text-right tabular-nums" },
                { value: row.lost, className: "py-1 text-right tabular-nums" },
              ]}
            />
          ))}
        </tbody>
      </TableCard>
      <CountTable
        caption="Leads per product category"
        rows={stats.byCategory}
        empty="No product inquiries in 90 days."
      />
      <CountTable
        caption="Leads per service"
        rows={stats.byService}
        empty="No service inquiries in 90 days."
      />
    </div>
  );
}
