import { ImagesIcon, SearchXIcon } from "lucide-react";
import { useState } from "react";
import { useRevalidator } from "react-router";
import { ConfirmRowDeleteDialog } from "~/components/admin/confirm-delete-dialog";
import { EmptyState } from "~/components/admin/empty-state";
import { parseListParams } from "~/components/admin/list/list-params";
import { ListToolbar } from "~/components/admin/list/list-toolbar";
import { Pager } from "~/components/admin/list/pager";
import { AltTextDialog } from "~/components/admin/media/alt-text-dialog";
import { deleteMedia } from "~/components/admin/media/delete-media";
import { KindFilter, parseMediaKind } from "~/components/admin/media/kind-filter";
import { MediaCard } from "~/components/admin/media/media-card";
import { UploadQueue } from "~/components/admin/media/upload-queue";
import { PageHeader } from "~/components/admin/page-header";
import type { MediaListItem } from "~/domain/media/media-rules";
import type { Route } from "./+types/media";
import { requireAccess } from "./guard.server";

/** Items per page: a grid of four, three or two columns stays full. */
const MEDIA_PAGE_SIZE = 24;

export const meta: Route.MetaFunction = () => [{ title: "Media Library | Admin" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAccess(request, context);
  const url = new URL(request.url);
  const { q, page } = parseListParams(url);
  const kind = parseMediaKind(url);
  const offset = (page - 1) * MEDIA_PAGE_SIZE;
  const result = await context.services.media.list({ q, kind, limit: MEDIA_PAGE_SIZE, offset });
  return {
    items: result.items,
    total: result.total,
    q,
    kind,
    page,
    offset,
    maxBytes: context.mediaMaxBytes,
  };
}

/**
 * The media library's screen: upload, search, alt text, where used, delete; photographs and
 * PDF datasheets (docs/decisions/084).
 */
export default function MediaPage({ loaderData }: Route.ComponentProps) {
  const { items, total, q, kind, page, offset, maxBytes } = loaderData;
  const revalidator = useRevalidator();
  const [editing, setEditing] = useState<MediaListItem | null>(null);
  const [deleting, setDeleting] = useState<MediaListItem | null>(null);
  const refresh = () => void revalidator.revalidate();

  return (
    <>
      <PageHeader
        title="Media Library"
        description="Photographs for the catalogue and the site, served in the right size to every screen, and PDF datasheets for the catalogue's items."
      />
      <UploadQueue onUploaded={refresh} maxBytes={maxBytes} />
      <ListToolbar q={q} placeholder="Search by name or alt text..." searchLabel="Search media">
        <KindFilter kind={kind} />
      </ListToolbar>
      {total === 0 && !q && !kind ? (
        <EmptyState icon={ImagesIcon} title="No images yet">
          Upload photographs and datasheets above; they can then be chosen in the product form.
        </EmptyState>
      ) : total === 0 && !q ? (
        <EmptyState icon={SearchXIcon}>
          {kind === "document" ? "No documents yet." : "No images yet."}
        </EmptyState>
      ) : total === 0 ? (
        <EmptyState icon={SearchXIcon}>No images match your search: &quot;{q}&quot;</EmptyState>
      ) : (
        <div className="flex flex-col gap-4">
          <ul
            aria-label="Media"
            className="grid grid-cols-1 gap-4 min-[420px]:grid-cols-2 md:grid-cols-3 xl:grid-cols-4"
          >
            {items.map((item) => (
              <MediaCard
                key={item.id}
                item={item}
                onEditAlt={() => setEditing(item)}
                onDelete={() => setDeleting(item)}
              />
            ))}
          </ul>
          <Pager total={total} offset={offset} limit={MEDIA_PAGE_SIZE} page={page} />
        </div>
      )}
      <AltTextDialog item={editing} onClose={() => setEditing(null)} onSaved={refresh} />
      <ConfirmRowDeleteDialog
        row={deleting}
        onClose={() => setDeleting(null)}
        title={deleting?.kind === "document" ? "Delete this document?" : "Delete this image?"}
        description={`${deleting?.fileName ?? "The file"} will be removed from the library. This cannot be undone.`}
        remove={deleteMedia}
        onDeleted={refresh}
      />
    </>
  );
}
