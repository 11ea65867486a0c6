import { lazy } from "react";
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
