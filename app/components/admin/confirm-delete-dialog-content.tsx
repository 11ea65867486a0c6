import { useState } from "react";
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
export default function ConfirmDeleteDialogContent({
  open,
  onOpenChange,
  title,
  description,
  onConfirm,
}: ConfirmDeleteProps) {
  const [busy, setBusy] = useState(false);

  async function confirm() {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
      onOpenChange(false);
    }
  }

  return (
    <BusyAlertDialog
      open={open}
      onOpenChange={onOpenChange}
      busy={busy}
      title={title}
      description={description}
      actionLabel="Delete"
      busyLabel="Deleting..."
      onAction={() => void confirm()}
    />
  );
}
