import { useState } from "react";
import { useRevalidator } from "react-router";
import { toast } from "~/components/ui/deferred-toaster";
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
import { api, ApiError } from "~/utils/api-client";
import { handleSessionExpired } from "../auth/session-expired";
import { formatCount } from "~/utils/format-number";

/** The erasure, confirmed: it stays open, reading 'Erasing...', until the server answers. */
export function EraseDialog({
  open,
  onOpenChange,
  person,
  requestId,
  summary,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  person: { email: string | null; phone: string | null };
  requestId: string | null;
  summary: string;
}) {
  const [busy, setBusy] = useState(false);
  const returnFocus = useReturnFocus(open);
  const revalidator = useRevalidator();

  async function erase() {
    setBusy(true);
    try {
      const result = await api.post<{ erased: Record<string, number> }>("/admin/privacy/erase", {
        ...(person.email ? { email: person.email } : {}),
        ...(person.phone ? { phone: person.phone } : {}),
        ...(requestId ? { requestId } : {}),
      });
      const total = Object.values(result.erased).reduce((sum, n) => sum + n, 0);
      toast.success("Personal data erased", {
        description: `${formatCount(total)} records and files erased or redacted.`,
      });
      onOpenChange(false);
      await revalidator.revalidate();
    } catch (error) {
      if (!handleSessionExpired(error))
        toast.error("Could not erase the data", {
          description: error instanceof ApiError ? error.message : "Please try again later.",
        });
    } finally {
      setBusy(false);
    }
  }

  return (
    <AlertDialog open={open} onOpenChange={(next) => (busy ? undefined : onOpenChange(next))}>
      <AlertDialogContent onCloseAutoFocus={returnFocus}>
        <AlertDialogHeader>
          <AlertDialogTitle>Erase everything about this person?</AlertDialogTitle>
          <AlertDialogDescription>
            {`Deleted: ${summary || "nothing but the mentions below"}. Notes that mention them, audit entries and privacy requests are kept with their address and number removed. This cannot be undone.`}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={busy}>Cancel</AlertDialogCancel>
          <Button variant="destructive" onClick={() => void erase()} disabled={busy}>
            {busy ? "Erasing..." : "Erase"}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
