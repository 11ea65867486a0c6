import { cn } from "~/utils/cn";
import { DateTime } from "../date-time";
import type { InboxListProps, InboxRecord } from "./inbox-config";
import { InboxRowActions } from "./inbox-row-actions";
import { StatusBadge } from "./status-badge";

/**
 * Below 768 px an inbox is a list of cards: the same fields and actions as the table's row,
 * stacked, so nothing needs sideways scrolling on a phone.
 */
export function InboxCards<T extends InboxRecord>({ items, ...row }: InboxListProps<T>) {
  const { config } = row;
  return (
    <ul className="flex flex-col gap-3" aria-label={config.title}>
      {items.map((item) => (
        <li
          key={item.id}
          className={cn(
            "bg-card flex min-w-0 flex-col gap-2 rounded-lg border p-3",
            item.status === "new" && "border-teal-600/50 bg-teal-50/60",
          )}
        >
          <div className="flex items-center justify-between gap-2">
            <StatusBadge status={item.status} />
            <span className="text-muted-foreground text-xs">
              <DateTime iso={item.date} relative={false} />
            </span>
          </div>
          <dl className="grid grid-cols-[5.5rem_minmax(0,1fr)] gap-x-2 gap-y-1 text-sm">
            {config.columns.map((column) => (
              <div key={column.header} className="contents">
                <dt className="text-muted-foreground">{column.header}</dt>
                <dd className="min-w-0 break-words">{column.cell(item)}</dd>
              </div>
            ))}
          </dl>
          <InboxRowActions {...row} item={item} />
        </li>
      ))}
    </ul>
  );
}
