import type { ReactNode } from "react";
import { cn } from "~/utils/cn";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "./table";

/** One column: its heading and what each row shows in it. */
export interface DataColumn<T> {
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** The cells' classes. */
  className?: string;
  /** The heading's classes. */
  headClassName?: string;
}

/** The Actions column, last: `end` aligns its heading with buttons set to the right. */
export interface RowActions<T> {
  cell: (row: T) => ReactNode;
  className?: string;
  end?: boolean;
}

/**
 * The Actions column stays in view while a narrow screen scrolls the table sideways: on a phone
 * the row's edit and delete buttons are otherwise past the right edge. Opaque, so the columns
 * scrolled under it do not show through, and tinted like its row on hover.
 */
const STICKY_ACTIONS =
  "bg-card sticky right-0 max-lg:shadow-[-6px_0_6px_-6px_rgb(0_0_0/0.2)] [tr:hover>&]:bg-[color-mix(in_oklab,var(--color-muted)_60%,var(--color-card))]";

/**
 * A table described by its columns, in the shadcn manner: the back office's lists give the
 * columns and the rows, and optionally the row actions and what shows when there are no rows.
 */
export function DataTable<T>({
  columns,
  rows,
  rowKey,
  rowClassName,
  actions,
  empty,
  caption,
  className,
}: {
  columns: DataColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T, index: number) => string;
  rowClassName?: (row: T) => string | false | undefined;
  actions?: RowActions<T>;
  /** Shown instead of the table when there are no rows; without it the table shows its headings. */
  empty?: ReactNode;
  caption?: string;
  className?: string;
}) {
  if (rows.length === 0 && empty !== undefined) return empty;
  return (
    <Table className={className}>
      {caption ? <caption className="sr-only">{caption}</caption> : null}
      <TableHeader>
        <TableRow>
          {columns.map((column, index) => (
            <TableHead key={index} className={column.headClassName}>
              {column.header}
            </TableHead>
          ))}
          {actions ? (
            <TableHead className={cn(STICKY_ACTIONS, actions.end && "text-right")}>
              Actions
            </TableHead>
          ) : null}
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row, rowIndex) => (
          <TableRow key={rowKey(row, rowIndex)} className={cn(rowClassName?.(row))}>
            {columns.map((column, index) => (
              <TableCell key={index} className={column.className}>
                {column.cell(row)}
              </TableCell>
            ))}
            {actions ? (
              <TableCell className={cn(STICKY_ACTIONS, actions.className)}>
                {actions.cell(row)}
              </TableCell>
            ) : null}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
