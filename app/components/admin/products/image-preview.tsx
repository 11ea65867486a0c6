import { ImageOffIcon } from "lucide-react";
import { useState } from "react";
import { isImageUrl } from "~/domain/schemas/fields";
import { driveImageUrl } from "~/utils/drive-image";

/** A small preview of a pasted image URL, so a wrong or private link shows before saving. */
export function ImagePreview({ url, label }: { url: string; label: string }) {
  const trimmed = url.trim();
  if (!trimmed || !isImageUrl(trimmed)) {
    return (
      <span
        className="bg-muted hidden size-16 shrink-0 rounded-md border border-dashed sm:block"
        aria-hidden="true"
      />
    );
  }
  // Keyed by URL: a new link gets a fresh chance to load.
  return <PreviewImage key={trimmed} url={trimmed} label={label} />;
}

function PreviewImage({ url, label }: { url: string; label: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) {
    return (
      <span className="bg-muted text-muted-foreground flex size-16 shrink-0 flex-col items-center justify-center gap-0.5 rounded-md border p-1 text-center text-[10px] leading-tight">
        <ImageOffIcon className="size-4" aria-hidden="true" />
        Image not accessible
      </span>
    );
  }
  return (
    <img
      src={driveImageUrl(url, 200)}
      alt={`Preview of ${label}`}
      width={64}
      height={64}
      onError={() => setFailed(true)}
      className="bg-muted size-16 shrink-0 rounded-md border object-cover"
    />
  );
}
