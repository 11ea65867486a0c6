import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "~/components/ui/alert-dialog";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { useReturnFocus } from "~/hooks/use-return-focus";

/**
 * A destructive step that must be confirmed (a delete, an erasure). While `busy`, neither
 * Escape nor Cancel closes it and the action reads `busyLabel`, so nobody leaves a half-done
 * step or presses twice. It is busy while `onAction` runs; `onAction` closes it, as each
 * closes at its own moment.
 */
export function BusyAlertDialog({
  open,
  onOpenChange,
  title,
  description,
  actionLabel,
  busyLabel,
  onAction,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  actionLabel: string;
  busyLabel: string;
  onAction: () => Promise<void>;
}) {
  const [busy, setBusy] = useState(false);
  const returnFocus = useReturnFocus(open);

  async function act() {
    setBusy(true);
    try {
      await onAction();
    } finally {
      setBusy(false);
    }
  }

  return (
    <AlertDialog open={open} onOpenChange={(next) => (busy ? undefined : onOpenChange(next))}>
      <AlertDialogContent onCloseAutoFocus={returnFocus}>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={busy}>Cancel</AlertDialogCancel>
          <Button variant="destructive" onClick={() => void act()} disabled={busy}>
            {busy ? busyLabel : actionLabel}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
