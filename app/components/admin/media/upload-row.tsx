import { CheckCircle2Icon, XIcon } from "lucide-react";
import { Button } from "~/components/ui/button";
import { FieldError } from "~/components/ui/field-error";
import { formatBytes } from "~/utils/format-number";
import { AltTextField } from "./alt-text-field";
import { DocumentThumbnail } from "./document-thumbnail";

export interface QueuedFile {
  key: string;
  file: File;
  /** An object URL of the file, for the thumbnail before it is uploaded; "" for a PDF. */
  preview: string;
  alt: string;
  status: "ready" | "uploading" | "processing" | "done" | "failed" | "cancelled";
  /** 0 to 1: bytes sent of the file. */
  progress: number;
  error?: string;
  /** Retrying cannot help (the file is too large to send). */
  final?: boolean;
}

const STATUS_TEXT: Record<QueuedFile["status"], string> = {
  ready: "Ready to upload",
  uploading: "Uploading…",
  processing: "Processing…",
  done: "Uploaded",
  failed: "Failed",
  cancelled: "Cancelled",
};

/**
 * Whether the chosen file says it is a PDF: only to draw its row (no preview, no alt text).
 * The server decides what a file is from its bytes.
 */
export function looksLikePdf(file: File): boolean {
  return file.type === "application/pdf" || /\.pdf$/i.test(file.name);
}

/** One file of the upload queue: its alt text field (pictures), progress bar and Cancel/Remove. */
export function UploadRow({
  row,
  onAltChange,
  onCancel,
  onRemove,
  onRetry,
}: {
  row: QueuedFile;
  onAltChange: (alt: string) => void;
  onCancel: () => void;
  onRemove: () => void;
  onRetry: () => void;
}) {
  const name = row.file.name;
  const active = row.status === "uploading" || row.status === "processing";
  const percent = Math.round(row.progress * 100);
  return (
    <li className="grid grid-cols-[3rem_1fr_auto] items-start gap-3 rounded-lg border p-3 sm:grid-cols-[4rem_1fr_auto] sm:items-center">
      {row.preview ? (
        <img
          src={row.preview}
          alt=""
          width={64}
          height={64}
          className="bg-muted size-12 rounded-md border object-cover sm:size-16"
        />
      ) : (
        <DocumentThumbnail className="size-12 rounded-md border sm:size-16" />
      )}
      <div className="flex min-w-0 flex-col gap-2">
        <p className="truncate text-sm font-medium">
          {name}{" "}
          <span className="text-muted-foreground font-normal">· {formatBytes(row.file.size)}</span>
        </p>
        {row.preview ? (
          <AltTextField
            label={<span className="sr-only">Alt text for {name}</span>}
            description={
              row.status === "ready" && !row.alt.trim()
                ? "Describe the picture for people who cannot see it (you can also add it later)."
                : undefined
            }
            value={row.alt}
            onChange={onAltChange}
            disabled={row.status !== "ready"}
            placeholder="Alt text: what the picture shows"
          />
        ) : null}
        <div className="flex items-center gap-3">
          <div
            role="progressbar"
            aria-label={`Upload of ${name}`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            className="bg-muted h-2 min-w-16 flex-1 overflow-hidden rounded-full"
          >
            <div
              className={
                row.status === "failed"
                  ? "bg-destructive h-full"
                  : "bg-primary h-full transition-[width]"
              }
              style={{ width: `${row.status === "failed" ? 100 : percent}%` }}
            />
          </div>
          <span className="text-muted-foreground shrink-0 text-xs sm:w-24" aria-live="polite">
            {row.status === "done" ? (
              <CheckCircle2Icon className="mr-1 inline size-3 text-teal-700" aria-hidden="true" />
            ) : null}
            {row.status === "uploading" ? `${percent}%` : STATUS_TEXT[row.status]}
          </span>
        </div>
        {row.status === "failed" ? <FieldError>{row.error}</FieldError> : null}
      </div>
      <div className="flex flex-col gap-2 sm:flex-row">
        {active ? (
          <Button type="button" variant="outline" size="sm" onClick={onCancel}>
            Cancel<span className="sr-only"> upload of {name}</span>
          </Button>
        ) : (row.status === "failed" && !row.final) || row.status === "cancelled" ? (
          <Button type="button" variant="outline" size="sm" onClick={onRetry}>
            Retry<span className="sr-only"> {name}</span>
          </Button>
        ) : null}
        {!active ? (
          <Button type="button" variant="ghost" size="sm" onClick={onRemove}>
            <XIcon aria-hidden="true" />
            <span className="sr-only">Remove {name} from the list</span>
          </Button>
        ) : null}
      </div>
    </li>
  );
}
