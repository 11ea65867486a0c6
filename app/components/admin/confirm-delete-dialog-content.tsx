import { BusyAlertDialog } from "./busy-alert-dialog";

export interface ConfirmDeleteProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  /** Resolves when done; the dialog then closes. */
  onConfirm: () => Promise<void>;
}

/** The confirmation itself (confirm-delete-dialog.tsx loads it when first asked). */
export default function ConfirmDeleteDialogContent({ onConfirm, ...dialog }: ConfirmDeleteProps) {
  return (
    <BusyAlertDialog
      {...dialog}
      actionLabel="Delete"
      busyLabel="Deleting..."
      onAction={async () => {
        try {
          await onConfirm();
        } finally {
          dialog.onOpenChange(false);
        }
      }}
    />
  );
}
