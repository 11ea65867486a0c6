import { PencilIcon, Trash2Icon } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";

/**
 * A catalogue row's Edit link and Delete button (products, projects): icon buttons named
 * "Edit product" / "Delete product" and described by the row's title cell, so a screen reader
 * hears which row they act on.
 */
export function EditDeleteActions({
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
