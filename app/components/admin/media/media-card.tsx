import { AlertTriangleIcon, DownloadIcon, PencilIcon, Trash2Icon } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import type { MediaListItem } from "~/domain/media/media-rules";
import { formatBytes } from "~/utils/format-number";
import { DocumentThumbnail } from "./document-thumbnail";
import { thumbnailOf } from "./upload-media";

/**
 * One item of the media grid: thumbnail, name, size, where it is used. A picture also shows its
 * dimensions and alt text; a document (a PDF, docs/decisions/084) its icon and a download link.
 */
export function MediaCard({
  item,
  onEditAlt,
  onDelete,
}: {
  item: MediaListItem;
  onEditAlt: () => void;
  onDelete: () => void;
}) {
  const isDocument = item.kind === "document";
  return (
    <li className="bg-card flex flex-col overflow-hidden rounded-xl border">
      {isDocument ? (
        // A page icon needs no photograph-sized box on a phone, where cards are full width.
        <DocumentThumbnail className="aspect-[3/1] w-full min-[420px]:aspect-[4/3]" />
      ) : (
        <img
          src={thumbnailOf(item)}
          alt={item.alt}
          width={item.width}
          height={item.height}
          loading="lazy"
          decoding="async"
          style={{ backgroundImage: `url(${item.placeholder})` }}
          className="bg-muted aspect-[4/3] w-full bg-cover object-cover"
        />
      )}
      <div className="flex flex-1 flex-col gap-2 p-3 text-sm">
        <p className="truncate font-medium" title={item.fileName}>
          {item.fileName}
        </p>
        <p className="text-muted-foreground text-xs">
          {isDocument ? "PDF document" : `${item.width} × ${item.height} px`} ·{" "}
          {formatBytes(item.bytes)}
        </p>
        {isDocument ? null : item.alt ? (
          <p className="line-clamp-2 text-xs">
            <span className="sr-only">Alt text: </span>
            {item.alt}
          </p>
        ) : (
          <Badge variant="accent">
            <AlertTriangleIcon aria-hidden="true" />
            No alt text
          </Badge>
        )}
        <p className="text-muted-foreground text-xs">
          {item.usedIn.length > 0 ? `Used in: ${item.usedIn.join("; ")}` : "Not used yet"}
        </p>
        <div className="mt-auto flex flex-wrap gap-2 pt-1">
          {isDocument ? (
            <Button asChild variant="outline" size="sm">
              <a href={item.url} download>
                <DownloadIcon aria-hidden="true" />
                Download<span className="sr-only"> {item.fileName}</span>
              </a>
            </Button>
          ) : (
            <Button type="button" variant="outline" size="sm" onClick={onEditAlt}>
              <PencilIcon aria-hidden="true" />
              Alt text<span className="sr-only"> of {item.fileName}</span>
            </Button>
          )}
          <Button type="button" variant="ghost" size="sm" onClick={onDelete}>
            <Trash2Icon aria-hidden="true" />
            Delete<span className="sr-only"> {item.fileName}</span>
          </Button>
        </div>
      </div>
    </li>
  );
}
