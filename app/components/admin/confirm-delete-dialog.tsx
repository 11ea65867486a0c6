import { lazy } from "react";
import { useRevalidator } from "react-router";
import { OnceOpened } from "~/components/ui/once-opened";
import type { ConfirmDeleteProps } from "./confirm-delete-dialog-content";

// Radix's dialog is about 9 KB compressed: it loads with the first delete, not with the list.
const Content = lazy(() => import("./confirm-delete-dialog-content"));

/**
 * A delete that must be confirmed. The dialog stays open, reading
 * 'Deleting...', until the server has answered.
 */
export function ConfirmDeleteDialog(props: ConfirmDeleteProps) {
  return (
    <OnceOpened open={props.open}>
      <Content {...props} />
    </OnceOpened>
  );
}

/**
 * Deleting one row of a list: open while `row` is set, cleared by `onClose`. `remove` answers
 * whether the row went (it shows its own toasts); only then is the list reloaded, before the
 * dialog closes, unless `onDeleted` refreshes it another way.
 */
export function ConfirmRowDeleteDialog<T>({
  row,
  onClose,
  remove,
  onDeleted,
  ...texts
}: Pick<ConfirmDeleteProps, "title" | "description"> & {
  row: T | null;
  onClose: () => void;
  remove: (row: T) => Promise<boolean>;
  onDeleted?: () => Promise<unknown> | void;
}) {
  const revalidator = useRevalidator();
  return (
    <ConfirmDeleteDialog
      {...texts}
      open={row !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      onConfirm={async () => {
        if (row && (await remove(row))) await (onDeleted ? onDeleted() : revalidator.revalidate());
      }}
    />
  );
}
