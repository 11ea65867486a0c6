import { DataTable } from "~/components/ui/data-table";
import { cn } from "~/utils/cn";
import { DateTime } from "../date-time";
import type { InboxListProps, InboxRecord } from "./inbox-config";
import { InboxRowActions } from "./inbox-row-actions";
import { StatusBadge } from "./status-badge";

/**
 * Status, the inbox's own columns, Date and Actions. New rows stand out.
 * Every text cell may wrap, so the table fits its card from 768 px up with the sidebar open;
 * below 768 px the screen shows InboxCards instead.
 */
export function InboxTable<T extends InboxRecord>({ items, ...row }: InboxListProps<T>) {
  return (
    <DataTable
      // Tighter cells below 1280 px leave the text columns room with the sidebar open.
      className="[&_td]:px-2 xl:[&_td]:px-3 [&_th]:px-2 xl:[&_th]:px-3"
      rows={items}
      rowKey={(item) => item.id}
      rowClassName={(item) => item.status === "new" && "bg-teal-50/60 font-medium"}
      columns={[
        { header: "Status", cell: (item) => <StatusBadge status={item.status} /> },
        ...row.config.columns.map((column) => ({
          ...column,
          // anywhere, not break-word: it also narrows the column, so long values wrap instead of widening the table.
          className: cn("[overflow-wrap:anywhere]", column.className),
        })),
        // DateTime keeps the day and the time whole: the e-mail column needs the room more.
        { header: "Date", cell: (item) => <DateTime iso={item.date} relative={false} /> },
      ]}
      actions={{
        end: true,
        cell: (item) => <InboxRowActions {...row} item={item} />,
      }}
    />
  );
}
