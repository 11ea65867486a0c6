import { DownloadIcon } from "lucide-react";
import { useState } from "react";
import { DateTime } from "~/components/admin/date-time";
import { Button } from "~/components/ui/button";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "~/components/ui/table";
import { formatBytes } from "~/utils/format-number";
import { DownloadDialog } from "./download-dialog";

export interface BackupRow {
  name: string;
  bytes: number;
  createdAt: string;
}

/** The backups in BACKUP_DIR, newest first, each with its download. */
export function BackupTable({ items, twoFactor }: { items: BackupRow[]; twoFactor: boolean }) {
  const [downloading, setDownloading] = useState<string | null>(null);
  return (
    <>
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>Written</TableHead>
            <TableHead>File</TableHead>
            <TableHead className="text-right">Size</TableHead>
            <TableHead>
              <span className="sr-only">Download</span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {items.map((item) => (
            <TableRow key={item.name}>
              <TableCell>
                <DateTime iso={item.createdAt} />
              </TableCell>
              <TableCell className="font-mono text-xs break-all">{item.name}</TableCell>
              <TableCell className="text-right whitespace-nowrap">
                {formatBytes(item.bytes)}
              </TableCell>
              <TableCell className="text-right">
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  onClick={() => setDownloading(item.name)}
                  aria-label={`Download ${item.name}`}
                >
                  <DownloadIcon aria-hidden="true" />
                  Download
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <DownloadDialog
        name={downloading}
        twoFactor={twoFactor}
        onOpenChange={(open) => {
          if (!open) setDownloading(null);
        }}
      />
    </>
  );
}
