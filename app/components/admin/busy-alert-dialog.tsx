import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "~/components/ui/alert-dialog";
import { Button } from "~/components/ui/button";
import { useReturnFocus } from "~/hooks/use-return-focus";

/**
 * A destructive step that must be confirmed (a delete, an erasure). While `busy`, neither
 * Escape nor Cancel closes it and the action reads `busyLabel`, so nobody leaves a half-done
 * step or presses twice. The caller owns `busy`, as each closes at its own moment.
 */
export function BusyAlertDialog({
  open,
  onOpenChange,
  busy,
  title,
  description,
  actionLabel,
  busyLabel,
  onAction,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  busy: boolean;
  title: string;
  description: string;
  actionLabel: string;
  busyLabel: string;
  onAction: () => void;
}) {
  const returnFocus = useReturnFocus(open);
  return (
    <AlertDialog open={open} onOpenChange={(next) => (busy ? undefined : onOpenChange(next))}>
      <AlertDialogContent onCloseAutoFocus={returnFocus}>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={busy}>Cancel</AlertDialogCancel>
          <Button variant="destructive" onClick={onAction} disabled={busy}>
            {busy ? busyLabel : actionLabel}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
