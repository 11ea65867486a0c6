import { DataTable, type DataColumn } from "~/components/ui/data-table";
import { EditDeleteActions } from "./edit-delete-actions";
import { recordNameId } from "./record-name-link";

/**
 * A catalogue list (products, projects): its columns, then the Actions column with each row's
 * Edit and Delete buttons, which the row's name link (RecordNameLink with the same noun)
 * describes.
 */
export function CatalogueTable<T extends { id: string }>({
  noun,
  rows,
  columns,
  editTo,
  onDelete,
}: {
  noun: string;
  rows: T[];
  columns: DataColumn<T>[];
  editTo: (row: T) => string;
  onDelete: (row: T) => void;
}) {
  return (
    <DataTable
      rows={rows}
      rowKey={(row) => row.id}
      columns={columns}
      actions={{
        end: true,
        cell: (row) => (
          <EditDeleteActions
            noun={noun}
            editTo={editTo(row)}
            describedBy={recordNameId(noun, row.id)}
            onDelete={() => onDelete(row)}
          />
        ),
      }}
    />
  );
}
