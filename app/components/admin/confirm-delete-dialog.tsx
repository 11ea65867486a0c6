import { lazy, Suspense } from "react";
import { useOpenedOnce } from "~/hooks/use-opened-once";
import type { ConfirmDeleteProps } from "./confirm-delete-dialog-content";

// Radix's dialog is about 9 KB compressed: it loads with the first delete, not with the list.
const Content = lazy(() => import("./confirm-delete-dialog-content"));

/**
 * A delete that must be confirmed. The dialog stays open, reading
 * 'Deleting...', until the server has answered.
 */
export function ConfirmDeleteDialog(props: ConfirmDeleteProps) {
  if (!useOpenedOnce(props.open)) return null;
  return (
    <Suspense fallback={null}>
      <Content {...props} />
    </Suspense>
  );
}
