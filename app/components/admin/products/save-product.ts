import { toast } from "~/components/ui/deferred-toaster";
import { toProductPayload, type ProductFormValues } from "~/domain/product-form";
import type { Product } from "~/domain/schemas/records";
import { api, ApiError } from "~/utils/api-client";
import { handleSessionExpired } from "../auth/session-expired";

export type SaveResult = { ok: true } | { ok: false; fieldErrors: Record<string, string> };

/**
 * POST /api/products or PUT /api/products/{id} with the product payload
 * (built by toProductPayload: no rule is repeated here) and its toasts.
 */
export async function saveProduct(
  values: ProductFormValues,
  productId?: string,
): Promise<SaveResult> {
  const payload = toProductPayload(values);
  try {
    if (productId) {
      await api.put<Product>(`/products/${encodeURIComponent(productId)}`, payload);
      toast.success("Success", { description: "Product updated successfully." });
    } else {
      const created = await api.post<Product>("/products", payload);
      toast.success("Product created", {
        description: `"${created.title}" has been added to the catalogue.`,
      });
    }
    return { ok: true };
  } catch (error) {
    if (handleSessionExpired(error)) return { ok: false, fieldErrors: {} };
    toast.error("Error", {
      description: productId
        ? "Failed to update product."
        : "Failed to create product. Please try again.",
    });
    return { ok: false, fieldErrors: error instanceof ApiError ? error.errors : {} };
  }
}
