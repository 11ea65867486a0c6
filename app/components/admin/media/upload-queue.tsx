import { UploadCloudIcon } from "lucide-react";
import { useEffect, useRef, useState, type DragEvent } from "react";
import { Button } from "~/components/ui/button";
import type { MediaRecord } from "~/domain/media/media-rules";
import { cn } from "~/utils/cn";
import { handleSessionExpired } from "../auth/session-expired";
import { looksLikePdf, UploadRow, type QueuedFile } from "./upload-row";
import { formatBytes } from "~/utils/format-number";
import { uploadMedia, type UploadHandle } from "./upload-media";
import { AdminSection } from "../admin-section";

/** Uploads in flight at once: the server processes two and queues four (docs/decisions/055). */
const PARALLEL_UPLOADS = 2;

/** What the file inputs offer: the pictures we process and PDF documents (docs/decisions/084). */
export const UPLOAD_ACCEPT =
  "image/jpeg,image/png,image/webp,image/avif,image/gif,image/tiff,application/pdf,.pdf";

/**
 * The upload area of the Media screen: drop or choose several files, give each picture
 * its alt text, then upload them with a progress bar and a Cancel button per file.
 */
export function UploadQueue({
  onUploaded,
  maxBytes,
}: {
  onUploaded: (item: MediaRecord) => void;
  /** MEDIA_MAX_BYTES: a larger file is refused here, before minutes of uploading. */
  maxBytes: number;
}) {
  const [queue, setQueue] = useState<QueuedFile[]>([]);
  const [dragging, setDragging] = useState(false);
  const handles = useRef(new Map<string, UploadHandle>());
  const input = useRef<HTMLInputElement>(null);

  // Uploads still running when the person leaves the screen are cancelled.
  useEffect(() => {
    const current = handles.current;
    return () => current.forEach((handle) => handle.cancel());
  }, []);

  const update = (key: string, change: Partial<QueuedFile>) =>
    setQueue((rows) => rows.map((row) => (row.key === key ? { ...row, ...change } : row)));

  function add(files: FileList | File[]) {
    const added = [...files].map((file): QueuedFile => ({
      key: crypto.randomUUID(),
      file,
      // A PDF has no picture to preview: its row shows a document icon.
      preview: looksLikePdf(file) ? "" : URL.createObjectURL(file),
      alt: "",
      progress: 0,
      ...(file.size > maxBytes
        ? {
            status: "failed",
            error: `This file is ${formatBytes(file.size)}; the largest accepted is ${formatBytes(maxBytes)}.`,
          }
        : { status: "ready" }),
    }));
    setQueue((rows) => [...rows, ...added]);
  }

  function remove(key: string) {
    setQueue((rows) => {
      const row = rows.find((r) => r.key === key);
      if (row?.preview) URL.revokeObjectURL(row.preview);
      return rows.filter((r) => r.key !== key);
    });
  }

  async function send(row: QueuedFile) {
    update(row.key, { status: "uploading", progress: 0, error: undefined });
    const handle = uploadMedia(row.file, row.alt.trim(), (sent, total) =>
      update(row.key, {
        progress: sent / total,
        status: sent >= total ? "processing" : "uploading",
      }),
    );
    handles.current.set(row.key, handle);
    try {
      const item = await handle.done;
      update(row.key, { status: "done", progress: 1 });
      onUploaded(item);
    } catch (error) {
      if (handleSessionExpired(error)) return;
      const message = error instanceof Error ? error.message : "The upload failed.";
      update(row.key, {
        status: message === "Cancelled." ? "cancelled" : "failed",
        error: message,
      });
    } finally {
      handles.current.delete(row.key);
    }
  }

  async function uploadAll() {
    const waiting = queue.filter((row) => row.status === "ready");
    const workers = Array.from({ length: PARALLEL_UPLOADS }, async () => {
      for (let next = waiting.shift(); next; next = waiting.shift()) await send(next);
    });
    await Promise.all(workers);
  }

  function onDrop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    if (event.dataTransfer.files.length > 0) add(event.dataTransfer.files);
  }

  const ready = queue.filter((row) => row.status === "ready").length;
  const busy = queue.some((row) => row.status === "uploading" || row.status === "processing");
  const finished = queue.filter((row) => row.status === "done" || row.status === "cancelled");

  return (
    <AdminSection
      headingId="upload-heading"
      heading="Upload images and datasheets"
      className="bg-card flex flex-col gap-4 rounded-xl border p-4"
    >
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        data-testid="media-drop-zone"
        className={cn(
          "text-muted-foreground flex flex-col items-center gap-2 rounded-lg border-2 border-dashed p-6 text-center text-sm transition-colors",
          dragging && "border-primary bg-primary/5 text-foreground",
        )}
      >
        <UploadCloudIcon className="size-8" aria-hidden="true" />
        <p>Drag photographs or PDF datasheets here, or</p>
        <Button type="button" variant="outline" onClick={() => input.current?.click()}>
          Choose files
        </Button>
        <input
          ref={input}
          type="file"
          multiple
          accept={UPLOAD_ACCEPT}
          className="sr-only"
          tabIndex={-1}
          aria-label="Choose files to upload"
          onChange={(event) => {
            if (event.target.files) add(event.target.files);
            event.target.value = "";
          }}
        />
        <p className="text-xs">
          JPEG, PNG, WebP, AVIF, GIF or TIFF pictures, and PDF documents. SVG files are not
          accepted.
        </p>
      </div>
      {queue.length > 0 ? (
        <>
          <ul className="flex flex-col gap-3" aria-label="Files to upload">
            {queue.map((row) => (
              <UploadRow
                key={row.key}
                row={row}
                onAltChange={(alt) => update(row.key, { alt })}
                onCancel={() => handles.current.get(row.key)?.cancel()}
                onRemove={() => remove(row.key)}
                onRetry={() => void send(row)}
              />
            ))}
          </ul>
          <div className="flex flex-wrap gap-2">
            {ready > 0 ? (
              <Button type="button" onClick={() => void uploadAll()}>
                {ready === 1 ? "Upload 1 file" : `Upload ${ready} files`}
              </Button>
            ) : null}
            {finished.length > 0 && !busy ? (
              <Button
                type="button"
                variant="outline"
                onClick={() => finished.forEach((row) => remove(row.key))}
              >
                Clear finished
              </Button>
            ) : null}
          </div>
        </>
      ) : null}
    </AdminSection>
  );
}
