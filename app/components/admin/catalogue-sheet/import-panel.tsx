import { FileCheckIcon, UploadIcon } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Label } from "~/components/ui/label";
import type { ImportResult } from "~/domain/catalogue-sheet/import-result";
import { SHEET_CONTENT_TYPES, SHEET_LIMITS } from "~/domain/catalogue-sheet/sheet-rules";
import { ApiError } from "~/utils/api-client";
import { cn } from "~/utils/cn";
import { handleSessionExpired } from "../auth/session-expired";
import { formatBytes, formatCount } from "~/utils/format-number";
import { ImportReport } from "./import-report";
import { sendSheet } from "./send-sheet";

const ACCEPT = [".csv", ".xlsx", "text/csv", SHEET_CONTENT_TYPES.xlsx].join(",");
const MEGABYTES = SHEET_LIMITS.bytes / 1024 / 1024;

/**
 * Choose a file, "Check file" (a dry run that lists every bad row by number and column, or
 * the counts), then "Import", which is offered only once the same file has checked clean
 * (docs/decisions/085). The server checks everything again when importing.
 */
export function ImportPanel() {
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<ImportResult | null>(null);
  const [checkedFile, setCheckedFile] = useState<File | null>(null);
  const [busy, setBusy] = useState<"check" | "import" | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  function choose(chosen: File | null) {
    setFile(chosen);
    setReport(null);
    setCheckedFile(null);
    setFailure(
      chosen && chosen.size > SHEET_LIMITS.bytes
        ? `This file is ${formatBytes(chosen.size)}; the largest accepted is ${MEGABYTES} MB. Split it into smaller files.`
        : null,
    );
  }

  async function send(dryRun: boolean) {
    if (!file) return;
    setBusy(dryRun ? "check" : "import");
    setFailure(null);
    try {
      const result = await sendSheet(file, dryRun);
      setReport(result);
      setCheckedFile(result.errors.length === 0 ? file : null);
    } catch (error) {
      if (handleSessionExpired(error)) return;
      setReport(null);
      setFailure(error instanceof ApiError ? error.message : "The file could not be sent.");
    } finally {
      setBusy(null);
    }
  }

  const ready = file !== null && checkedFile === file && report?.dryRun === true && report.rows > 0;
  return (
    <Card>
      <CardHeader className="px-4 sm:px-6">
        <CardTitle as="h2">Import</CardTitle>
        <CardDescription>
          One row per item. A row whose category and name match an item updates it (its address,
          pictures and datasheets stay); any other row adds an item. CSV (UTF-8) or XLSX, up to{" "}
          {formatCount(SHEET_LIMITS.rows)} rows and {MEGABYTES} MB.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4 px-4 sm:px-6">
        <div className="flex flex-col gap-2">
          <Label htmlFor={inputId}>Spreadsheet file</Label>
          <input
            id={inputId}
            type="file"
            accept={ACCEPT}
            onChange={(event) => choose(event.target.files?.[0] ?? null)}
            className={cn(
              "border-input bg-background w-full max-w-xl rounded-md border p-1.5 text-sm",
              "file:bg-muted file:text-foreground file:mr-3 file:rounded file:border-0 file:px-3 file:py-1.5 file:font-medium",
              "focus-visible:ring-ring/50 focus-visible:ring-[3px] focus-visible:outline-none",
            )}
          />
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            type="button"
            variant={ready ? "outline" : "default"}
            disabled={!file || file.size > SHEET_LIMITS.bytes || busy !== null}
            onClick={() => void send(true)}
          >
            <FileCheckIcon aria-hidden="true" />
            {busy === "check" ? "Checking…" : "Check file"}
          </Button>
          <Button type="button" disabled={!ready || busy !== null} onClick={() => void send(false)}>
            <UploadIcon aria-hidden="true" />
            {busy === "import" ? "Importing…" : "Import"}
          </Button>
        </div>
        {failure ? (
          <p
            role="alert"
            className="border-destructive/40 text-destructive rounded-md border bg-red-50 p-3 text-sm font-medium"
          >
            {failure}
          </p>
        ) : null}
        <div aria-live="polite">{report ? <ImportReport result={report} /> : null}</div>
      </CardContent>
    </Card>
  );
}
