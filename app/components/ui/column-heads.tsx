/** One column's header: its text and its classes. */
export interface ColumnHead {
  label: string;
  className: string;
}

/** A plain table's head: one row of column headers, in order. */
export function ColumnHeads({
  className,
  columns,
}: {
  /** The row's classes. */
  className: string;
  columns: readonly ColumnHead[];
}) {
  return (
    <thead>
      <tr className={className}>
        {columns.map((column) => (
          <th key={column.label} scope="col" className={column.className}>
            {column.label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
