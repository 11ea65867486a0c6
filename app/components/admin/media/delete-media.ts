import { toast } from "~/components/ui/deferred-toaster";
import type { MediaRecord } from "~/domain/media/media-rules";
import { api, ApiError } from "~/utils/api-client";
import { handleSessionExpired } from "../auth/session-expired";

/**
 * DELETE /api/admin/media/{id}. Resolves true when deleted; an image or document in use is
 * refused with the server's message naming where, shown as it is.
 */
export async function deleteMedia(item: Pick<MediaRecord, "id" | "kind">): Promise<boolean> {
  const what = item.kind === "document" ? "Document" : "Image";
  try {
    await api.delete(`/admin/media/${encodeURIComponent(item.id)}`);
    toast.success(`${what} deleted`);
    return true;
  } catch (error) {
    if (handleSessionExpired(error)) return false;
    const description =
      error instanceof ApiError && (error.status === 409 || error.status === 404)
        ? error.message
        : `Could not delete the ${what.toLowerCase()}. Please try again.`;
    toast.error(error instanceof ApiError && error.status === 409 ? `${what} in use` : "Error", {
      description,
      duration: 10_000,
    });
    return false;
  }
}
