import { useState } from "react";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import type { MediaKind, MediaRecord } from "~/domain/media/media-rules";
import { handleSessionExpired } from "../auth/session-expired";
import { AltTextField } from "./alt-text-field";
import { uploadMedia, type UploadHandle } from "./upload-media";

const ACCEPT: Record<MediaKind, string> = {
  image: "image/jpeg,image/png,image/webp,image/avif,image/gif,image/tiff",
  document: "application/pdf,.pdf",
};

/**
 * Upload one file from inside the picker, with a progress bar: an image with its alt text,
 * or a PDF. The server checks what it is; the wrong kind for this picker is refused here.
 */
export function PickerUpload({
  kind,
  onUploaded,
}: {
  kind: MediaKind;
  onUploaded: (item: MediaRecord) => void;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState("");
  const [progress, setProgress] = useState<number | null>(null);
  const [handle, setHandle] = useState<UploadHandle | null>(null);
  const [error, setError] = useState<string>();

  async function upload() {
    if (!file) return;
    setError(undefined);
    setProgress(0);
    const started = uploadMedia(file, alt.trim(), (sent, total) => setProgress(sent / total));
    setHandle(started);
    try {
      const item = await started.done;
      if (item.kind !== kind) {
        // Stored in the library all the same; it can be chosen where it belongs.
        setError(
          kind === "document"
            ? "This file is a picture, not a PDF. It is in the library now, for use as an image."
            : "This file is a PDF, not a picture. It is in the library now, for use as a datasheet.",
        );
        setProgress(null);
        return;
      }
      onUploaded(item);
    } catch (failure) {
      if (handleSessionExpired(failure)) return;
      setError(failure instanceof Error ? failure.message : "The upload failed.");
      setProgress(null);
    } finally {
      setHandle(null);
    }
  }

  return (
    <fieldset className="grid gap-3 rounded-lg border p-3">
      <legend className="px-1 text-sm font-medium">
        {kind === "document" ? "Upload a new PDF" : "Upload a new image"}
      </legend>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField
          label={kind === "document" ? "PDF file" : "Image file"}
          error={kind === "document" ? error : undefined}
        >
          {(field) => (
            <Input
              {...field}
              type="file"
              accept={ACCEPT[kind]}
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
              disabled={handle !== null}
            />
          )}
        </FormField>
        {kind === "image" ? (
          <AltTextField
            value={alt}
            onChange={setAlt}
            disabled={handle !== null}
            error={error}
            placeholder="What the picture shows"
          />
        ) : null}
      </div>
      <div className="flex items-center gap-3">
        {handle ? (
          <Button type="button" variant="outline" onClick={() => handle.cancel()}>
            Cancel upload
          </Button>
        ) : (
          <Button type="button" onClick={() => void upload()} disabled={!file}>
            Upload and use
          </Button>
        )}
        {progress !== null ? (
          <div
            role="progressbar"
            aria-label="Upload progress"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(progress * 100)}
            className="bg-muted h-2 flex-1 overflow-hidden rounded-full"
          >
            <div
              className="bg-primary h-full"
              style={{ width: `${Math.round(progress * 100)}%` }}
            />
          </div>
        ) : null}
      </div>
    </fieldset>
  );
}
