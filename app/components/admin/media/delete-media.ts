import { toast } from "sonner";
import { api, ApiError } from "~/utils/api-client";
import { handleSessionExpired } from "../auth/session-expired";

/**
 * DELETE /api/admin/media/{id}. Resolves true when deleted; an image in use is refused
 * with the server's message naming where, shown as it is.
 */
export async function deleteMedia(id: string): Promise<boolean> {
  try {
    await api.delete(`/admin/media/${encodeURIComponent(id)}`);
    toast.success("Image deleted");
    return true;
  } catch (error) {
    if (handleSessionExpired(error)) return false;
    const description =
      error instanceof ApiError && (error.status === 409 || error.status === 404)
        ? error.message
        : "Could not delete the image. Please try again.";
    toast.error(error instanceof ApiError && error.status === 409 ? "Image in use" : "Error", {
      description,
      duration: 10_000,
    });
    return false;
  }
}
