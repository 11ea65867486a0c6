import { useState } from "react";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import type { MediaRecord } from "~/domain/media/media-rules";
import { handleSessionExpired } from "../auth/session-expired";
import { uploadMedia, type UploadHandle } from "./upload-media";

/** Upload one image from inside the picker, with its alt text and a progress bar. */
export function PickerUpload({ onUploaded }: { onUploaded: (item: MediaRecord) => void }) {
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
      onUploaded(await started.done);
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
      <legend className="px-1 text-sm font-medium">Upload a new image</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField label="Image file">
          {(field) => (
            <Input
              {...field}
              type="file"
              accept="image/jpeg,image/png,image/webp,image/avif,image/gif,image/tiff"
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
              disabled={handle !== null}
            />
          )}
        </FormField>
        <FormField label="Alt text" error={error}>
          {(field) => (
            <Input
              {...field}
              value={alt}
              maxLength={500}
              placeholder="What the picture shows"
              onChange={(event) => setAlt(event.target.value)}
              disabled={handle !== null}
            />
          )}
        </FormField>
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
