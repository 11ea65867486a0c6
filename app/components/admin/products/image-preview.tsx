import { AlertTriangleIcon, ImageOffIcon } from "lucide-react";
import { useState } from "react";
import { isImageUrl } from "~/domain/schemas/image-url";
import { driveImageUrl } from "~/utils/drive-image";

/** A small preview of a pasted image URL, so a wrong or private link shows before saving. */
export function ImagePreview({
  url,
  label,
  missingAlt = false,
}: {
  url: string;
  label: string;
  /** A media library image without alt text: flagged where it is used. */
  missingAlt?: boolean;
}) {
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
  const preview = <PreviewImage key={trimmed} url={trimmed} label={label} />;
  if (!missingAlt) return preview;
  return (
    <span className="relative shrink-0">
      {preview}
      <span
        title="This library image has no alt text: add it on the Media screen"
        className="bg-accent text-ink absolute -top-2 -right-2 flex size-5 items-center justify-center rounded-full border border-white"
      >
        <AlertTriangleIcon className="size-3" aria-hidden="true" />
        <span className="sr-only">The {label} has no alt text</span>
      </span>
    </span>
  );
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
