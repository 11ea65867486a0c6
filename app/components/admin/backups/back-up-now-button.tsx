import { DatabaseBackupIcon } from "lucide-react";
import { useState } from "react";
import { useRevalidator } from "react-router";
import { toast } from "~/components/ui/deferred-toaster";
import { Button } from "~/components/ui/button";
import { api, ApiError } from "~/utils/api-client";
import { formatBytes } from "~/utils/format-number";
import { handleSessionExpired } from "../auth/session-expired";

/** Writes a backup into BACKUP_DIR now; the list shows it once written. */
export function BackUpNowButton({ disabled = false }: { disabled?: boolean }) {
  const [busy, setBusy] = useState(false);
  const revalidator = useRevalidator();

  async function backUp() {
    setBusy(true);
    try {
      const entry = await api.post<{ name: string; bytes: number }>("/admin/backups");
      toast.success("Backup written", {
        description: `${entry.name}, ${formatBytes(entry.bytes)}`,
      });
      await revalidator.revalidate();
    } catch (error) {
      if (handleSessionExpired(error)) return;
      const detail = error instanceof ApiError ? error.message : "Please try again later.";
      toast.error("Could not back up", { description: detail });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button type="button" onClick={() => void backUp()} disabled={disabled || busy}>
      <DatabaseBackupIcon aria-hidden="true" />
      {busy ? "Backing up..." : "Back up now"}
    </Button>
  );
}
