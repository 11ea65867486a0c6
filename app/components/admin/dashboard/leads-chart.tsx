import { useState } from "react";
import { Button } from "~/components/ui/button";
import { ColumnHeads } from "~/components/ui/column-heads";
import type { SeriesDay } from "~/domain/leads/lead-types";
import { formatDayOfMonth } from "~/utils/format-date";
import { FigureRow } from "./figure-row";

const KINDS = [
  {
    key: "inquiries",
    label: "Product inquiries",
    column: "Product",
    className: "fill-teal-700",
    swatch: "bg-teal-700",
  },
  {
    key: "serviceInquiries",
    label: "Service inquiries",
    column: "Service",
    className: "fill-blue-700",
    swatch: "bg-blue-700",
  },
  {
    key: "contacts",
    label: "Contact messages",
    column: "Contact",
    className: "fill-amber-500",
    swatch: "bg-amber-500",
  },
  {
    key: "quoteRequests",
    label: "Quote requests",
    column: "Quote",
    className: "fill-violet-700",
    swatch: "bg-violet-700",
  },
] as const;

/** The table's columns: the day, one a kind, the day's total. */
const DAY_COLUMNS = [
  { label: "Day", className: "py-1 pr-2" },
  ...KINDS.map((kind) => ({ label: kind.column, className: "py-1 pr-2 text-right" })),
  { label: "Total", className: "py-1 text-right" },
];

const HEIGHT = 160;

const total = (day: SeriesDay) => KINDS.reduce((sum, kind) => sum + day[kind.key], 0);

/**
 * Leads per day by kind, last 30 or 90 days: stacked SVG bars (no chart library: the
 * dashboard stays light, docs/decisions/058) and the same numbers as a table behind it.
 */
export function LeadsChart({ series }: { series: SeriesDay[] }) {
  const [days, setDays] = useState<30 | 90>(30);
  const shown = series.slice(-days);
  const max = Math.max(1, ...shown.map(total));
  const barWidth = 10;
  const gap = days === 30 ? 4 : 1;
  const width = shown.length * (barWidth + gap);
  const sum = shown.reduce((n, day) => n + total(day), 0);
  return (
    <section
      className="bg-card flex min-w-0 flex-col gap-3 rounded-xl border p-4"
      aria-labelledby="leads-chart-title"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="leads-chart-title" className="text-base font-semibold">
          Leads per day
        </h2>
        <div className="flex gap-1" role="group" aria-label="Period">
          {([30, 90] as const).map((value) => (
            <Button
              key={value}
              size="sm"
              variant={days === value ? "default" : "outline"}
              aria-pressed={days === value}
              onClick={() => setDays(value)}
            >
              {value} days
            </Button>
          ))}
        </div>
      </div>
      <svg
        viewBox={`0 0 ${width} ${HEIGHT}`}
        preserveAspectRatio="none"
        className="h-40 w-full"
        role="img"
        aria-label={`${sum} leads in the last ${days} days; the table below has each day's numbers.`}
      >
        {shown.map((day, index) => {
          let y = HEIGHT;
          return (
            <g key={day.date}>
              <title>{`${formatDayOfMonth(day.date)}: ${KINDS.map((kind) => `${day[kind.key]} ${kind.column.toLowerCase()}`).join(", ")}`}</title>
              {KINDS.map((kind) => {
                const h = (day[kind.key] / max) * (HEIGHT - 4);
                y -= h;
                return h > 0 ? (
                  <rect
                    key={kind.key}
                    x={index * (barWidth + gap)}
                    y={y}
                    width={barWidth}
                    height={h}
                    className={kind.className}
                  />
                ) : null;
              })}
            </g>
          );
        })}
      </svg>
      <div className="text-muted-foreground flex justify-between text-xs" aria-hidden="true">
        <span>{shown[0] ? formatDayOfMonth(shown[0].date) : ""}</span>
        <span>{shown.at(-1) ? formatDayOfMonth(shown.at(-1)!.date) : ""}</span>
      </div>
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs">
        {KINDS.map((kind) => (
          <li key={kind.key} className="flex items-center gap-1.5">
            <span className={`size-3 rounded-sm ${kind.swatch}`} aria-hidden="true" />
            {kind.label}
          </li>
        ))}
      </ul>
      <details>
        <summary className="cursor-pointer text-sm font-medium">
          Show the numbers as a table
        </summary>
        <div className="mt-2 max-h-72 overflow-auto">
          <table className="w-full text-sm">
            <caption className="sr-only">Leads per day, last {days} days</caption>
            <ColumnHeads className="border-b text-left" columns={DAY_COLUMNS} />
            <tbody>
              {[...shown].reverse().map((day) => (
                <FigureRow
                  key={day.date}
                  heading={formatDayOfMonth(day.date)}
                  headingClassName="py-1 pr-2 text-left font-normal"
                  figures={[
                    ...KINDS.map((kind) => ({
                      value: day[kind.key],
                      className: "py-1 pr-2 text-right tabular-nums",
                    })),
                    { value: total(day), className: "py-1 text-right font-semibold tabular-nums" },
                  ]}
                />
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </section>
  );
}
