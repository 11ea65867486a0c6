import { PencilIcon, Trash2Icon } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import type { RowActions } from "~/components/ui/data-table";

/**
 * A catalogue row's Edit link and Delete button (products, projects): icon buttons named
 * "Edit product" / "Delete product" and described by the row's title cell, so a screen reader
 * hears which row they act on.
 */
function EditDeleteActions({
  noun,
  editTo,
  describedBy,
  onDelete,
}: {
  noun: string;
  editTo: string;
  describedBy: string;
  onDelete: () => void;
}) {
  return (
    <span className="flex justify-end gap-1">
      <Button asChild variant="ghost" size="icon" className="size-9">
        <Link to={editTo} aria-label={`Edit ${noun}`} aria-describedby={describedBy}>
          <PencilIcon aria-hidden="true" />
        </Link>
      </Button>
      <Button
        variant="ghost"
        size="icon"
        className="text-destructive hover:text-destructive size-9"
        aria-label={`Delete ${noun}`}
        aria-describedby={describedBy}
        onClick={onDelete}
      >
        <Trash2Icon aria-hidden="true" />
      </Button>
    </span>
  );
}

/**
 * The Actions column of a catalogue list. `nameId` is the id of the row's name link
 * (RecordNameLink), which describes both buttons.
 */
export function editDeleteColumn<T>({
  noun,
  editTo,
  nameId,
  onDelete,
}: {
  noun: string;
  editTo: (row: T) => string;
  nameId: (row: T) => string;
  onDelete: (row: T) => void;
}): RowActions<T> {
  return {
    end: true,
    cell: (row) => (
      <EditDeleteActions
        noun={noun}
        editTo={editTo(row)}
        describedBy={nameId(row)}
        onDelete={() => onDelete(row)}
      />
    ),
  };
}
