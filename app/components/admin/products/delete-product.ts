import { toast } from "~/components/ui/deferred-toaster";
import { api, ApiError } from "~/utils/api-client";
import { handleSessionExpired } from "../auth/session-expired";

/** DELETE /api/products/{id} with its toasts. Resolves true when deleted. */
export async function deleteProduct(id: string): Promise<boolean> {
  try {
    const answer = await api.delete<{ success?: boolean }>(`/products/${encodeURIComponent(id)}`);
    if (answer?.success) {
      toast.success("Product deleted", {
        description: "The product has been successfully deleted.",
      });
      return true;
    }
    toast.error("Error", { description: "Could not delete the product." });
  } catch (error) {
    if (handleSessionExpired(error)) return false;
    // An unknown id is the "returned false" case: nothing was deleted.
    const description =
      error instanceof ApiError && error.status === 404
        ? "Could not delete the product."
        : "Failed to delete product.";
    toast.error("Error", { description });
  }
  return false;
}
