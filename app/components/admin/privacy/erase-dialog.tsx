import { useRevalidator } from "react-router";
import { toast } from "~/components/ui/deferred-toaster";
import { api, ApiError } from "~/utils/api-client";
import { handleSessionExpired } from "../auth/session-expired";
import { formatCount } from "~/utils/format-number";
import { BusyAlertDialog } from "../busy-alert-dialog";

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
  const revalidator = useRevalidator();

  async function erase() {
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
    }
  }

  return (
    <BusyAlertDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Erase everything about this person?"
      description={`Deleted: ${summary || "nothing but the mentions below"}. Notes that mention them, audit entries and privacy requests are kept with their address and number removed. This cannot be undone.`}
      actionLabel="Erase"
      busyLabel="Erasing..."
      onAction={erase}
    />
  );
}
