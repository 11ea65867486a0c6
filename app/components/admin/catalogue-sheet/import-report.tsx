import type { ReactNode } from "react";
import { Link } from "react-router";
import { DataTable } from "~/components/ui/data-table";
import type { ImportResult } from "~/domain/catalogue-sheet/import-result";
import { formatCount } from "~/utils/format-number";

const items = (count: number) => (count === 1 ? "1 item" : `${formatCount(count)} items`);
const rows = (count: number) => (count === 1 ? "1 row" : `${formatCount(count)} rows`);

/** What a check or an import found: every problem by row and column, or the counts. */
export function ImportReport({ result }: { result: ImportResult }) {
  if (result.errors.length > 0) return <Problems result={result} />;
  if (result.rows === 0) {
    return <Message>The file has no rows under its header: there is nothing to import.</Message>;
  }
  if (result.dryRun) {
    return (
      <Message>
        The file is ready: {items(result.created)} to add and {items(result.updated)} to update,
        from {rows(result.rows)}. Nothing has been written yet: choose Import.
      </Message>
    );
  }
  return (
    <Message>
      Imported {rows(result.rows)}: {items(result.created)} added, {items(result.updated)} updated.{" "}
      <Link to="/admin/products" className="font-medium underline underline-offset-4">
        Open Products
      </Link>
    </Message>
  );
}

function Message({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="rounded-md border border-emerald-300 bg-emerald-50 p-3 text-sm">
      {children}
    </p>
  );
}

function Problems({ result }: { result: ImportResult }) {
  const total = result.errors.length + result.moreErrors;
  const badRows = new Set(result.errors.map((error) => error.row)).size;
  return (
    <div className="flex flex-col gap-3">
      <p role="alert" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm">
        {total === 1 ? "1 problem" : `${formatCount(total)} problems`} in {rows(badRows)}
        {result.moreErrors > 0 ? " (the first shown)" : ""}. Nothing has been imported: correct the
        file and check it again.
      </p>
      <div className="overflow-x-auto rounded-md border">
        <DataTable
          caption="Problems by row and column"
          rows={result.errors}
          rowKey={(error, index) => `${error.row}-${error.field}-${index}`}
          columns={[
            {
              header: "Row",
              headClassName: "w-12 sm:w-16",
              className: "tabular-nums",
              cell: (error) => error.row,
            },
            {
              header: "Column",
              headClassName: "w-24 sm:w-40",
              className: "font-mono text-xs break-all",
              cell: (error) => error.field,
            },
            { header: "Problem", className: "whitespace-normal", cell: (error) => error.message },
          ]}
        />
      </div>
      {result.moreErrors > 0 ? (
        <p className="text-muted-foreground text-sm">
          And {result.moreErrors} more problems not listed.
        </p>
      ) : null}
    </div>
  );
}
