import { AlertTriangleIcon } from "lucide-react";
import { useEffect, useState } from "react";
import { TitledDialog } from "~/components/ui/titled-dialog";
import { Input } from "~/components/ui/input";
import type { MediaKind, MediaListItem, MediaRecord } from "~/domain/media/media-rules";
import { api } from "~/utils/api-client";
import { formatBytes } from "~/utils/format-number";
import { handleSessionExpired } from "../auth/session-expired";
import { DocumentThumbnail } from "./document-thumbnail";
import { PickerUpload } from "./picker-upload";
import { thumbnailOf } from "./upload-media";

/** The media picker's dialog (media-picker.tsx), loaded when it is first opened. */
export default function MediaPickerDialog({
  label,
  kind,
  open,
  onOpenChange,
  onPick,
}: {
  label: string;
  kind: MediaKind;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onPick: (item: MediaRecord) => void;
}) {
  return (
    <TitledDialog
      open={open}
      onOpenChange={onOpenChange}
      className="max-w-3xl"
      title={<>Choose the {label}</>}
      description={
        kind === "document"
          ? "Pick a PDF from the media library, or upload a new one."
          : "Pick an image from the media library, or upload a new one."
      }
    >
      {open ? <PickerBody kind={kind} onPick={onPick} /> : null}
    </TitledDialog>
  );
}

const SEARCH_DELAY_MS = 300;

function PickerBody({ kind, onPick }: { kind: MediaKind; onPick: (item: MediaRecord) => void }) {
  const [q, setQ] = useState("");
  const [items, setItems] = useState<MediaListItem[] | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let current = true;
    const timer = setTimeout(() => {
      api
        .get<MediaListItem[]>(
          `/admin/media?kind=${kind}&limit=48${q.trim() ? `&q=${encodeURIComponent(q.trim())}` : ""}`,
        )
        .then((found) => current && (setItems(found), setFailed(false)))
        .catch((error) => current && !handleSessionExpired(error) && setFailed(true));
    }, SEARCH_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [q, kind]);

  return (
    <div className="grid gap-4">
      <PickerUpload kind={kind} onUploaded={onPick} />
      <Input
        type="search"
        value={q}
        onChange={(event) => setQ(event.target.value)}
        placeholder={kind === "document" ? "Search by name..." : "Search by name or alt text..."}
        aria-label="Search the media library"
      />
      {failed ? (
        <p role="alert" className="text-destructive text-sm">
          The library could not be loaded. Please try again.
        </p>
      ) : items === null ? (
        <p className="text-muted-foreground text-sm">Loading…</p>
      ) : items.length === 0 ? (
        <p className="text-muted-foreground text-sm">
          {kind === "document" ? "No documents found." : "No images found."}
        </p>
      ) : (
        <ul
          aria-label={kind === "document" ? "Library documents" : "Library images"}
          className="grid grid-cols-2 gap-3 sm:grid-cols-4"
        >
          {items.map((item) => (
            <li key={item.id}>
              <button
                type="button"
                onClick={() => onPick(item)}
                className="hover:border-primary focus-visible:outline-ring flex w-full flex-col gap-1 rounded-lg border p-1 text-left text-xs focus-visible:outline-2"
              >
                {item.kind === "document" ? (
                  <DocumentThumbnail className="aspect-[4/3] w-full rounded" />
                ) : (
                  <img
                    src={thumbnailOf(item)}
                    alt=""
                    width={item.width}
                    height={item.height}
                    loading="lazy"
                    style={{ backgroundImage: `url(${item.placeholder})` }}
                    className="bg-muted aspect-[4/3] w-full rounded bg-cover object-cover"
                  />
                )}
                <span className="truncate font-medium">
                  <span className="sr-only">Use </span>
                  {item.fileName}
                </span>
                {item.kind === "document" ? (
                  <span className="text-muted-foreground">PDF, {formatBytes(item.bytes)}</span>
                ) : item.alt ? null : (
                  <span className="flex items-center gap-1 text-amber-800">
                    <AlertTriangleIcon className="size-3" aria-hidden="true" />
                    No alt text
                  </span>
                )}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
