import { DownloadIcon } from "lucide-react";
import { useState } from "react";
import { toast } from "~/components/ui/deferred-toaster";
import { Button } from "~/components/ui/button";
import { downloadCsv, toCsv } from "~/utils/csv";
import { handleSessionExpired } from "../auth/session-expired";
import type { InboxConfig, InboxRecord } from "./inbox-config";

/** 'Export CSV' of every record the current search and filter match, spreadsheet-safe. */
export function ExportCsvButton<T extends InboxRecord>({
  config,
  load,
}: {
  config: InboxConfig<T>;
  load: () => Promise<T[]>;
}) {
  const [busy, setBusy] = useState(false);
  async function exportCsv() {
    setBusy(true);
    try {
      const items = await load();
      const day = new Date().toISOString().slice(0, 10);
      downloadCsv(`${config.resource}-${day}.csv`, toCsv(items, config.csv));
    } catch (error) {
      if (!handleSessionExpired(error))
        toast.error("Export failed", { description: "Please try again later." });
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button
      type="button"
      variant="outline"
      onClick={exportCsv}
      disabled={busy}
      className="sm:ml-auto"
    >
      <DownloadIcon aria-hidden="true" />
      {busy ? "Exporting..." : "Export CSV"}
    </Button>
  );
}
