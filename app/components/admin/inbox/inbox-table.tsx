import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "~/components/ui/table";
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
export function InboxTable<T extends InboxRecord>({
  config,
  items,
  onView,
  onDelete,
  onRestore,
}: InboxListProps<T>) {
  return (
    // Tighter cells below 1280 px leave the text columns room with the sidebar open.
    <Table className="[&_td]:px-2 xl:[&_td]:px-3 [&_th]:px-2 xl:[&_th]:px-3">
      <TableHeader>
        <TableRow>
          <TableHead>Status</TableHead>
          {config.columns.map((column) => (
            <TableHead key={column.header}>{column.header}</TableHead>
          ))}
          <TableHead>Date</TableHead>
          <TableHead className="text-right">Actions</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {items.map((item) => (
          <TableRow
            key={item.id}
            className={cn(item.status === "new" && "bg-teal-50/60 font-medium")}
          >
            <TableCell>
              <StatusBadge status={item.status} />
            </TableCell>
            {config.columns.map((column) => (
              <TableCell
                key={column.header}
                // anywhere, not break-word: it also narrows the column, so long values wrap instead of widening the table.
                className={cn("[overflow-wrap:anywhere]", column.className)}
              >
                {column.cell(item)}
              </TableCell>
            ))}
            {/* DateTime keeps the day and the time whole: the e-mail column needs the room more. */}
            <TableCell>
              <DateTime iso={item.date} relative={false} />
            </TableCell>
            <TableCell>
              <InboxRowActions
                config={config}
                item={item}
                onView={onView}
                onDelete={onDelete}
                onRestore={onRestore}
              />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
