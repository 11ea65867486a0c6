import type { ProductInputDraft } from "./schemas/product-input.ts";
import type { Product } from "./schemas/records.ts";

/** The admin product form's own shape: rows and slots, not the stored record. */
export interface ProductFormValues {
  title: string;
  category: string;
  isNew: boolean;
  imageUrl: string;
  additionalImages: string[];
  subproducts: Array<{ name: string; imageUrl: string }>;
}

export const ADDITIONAL_IMAGE_SLOTS = 3;

/** The description is a comma-separated list of sub-product names. */
export function splitSubproducts(description: string): string[] {
  return description
    .split(",")
    .map((name) => name.trim())
    .filter((name) => name.length > 0);
}

/**
 * The item names of a product: its items' when it has them (a name may hold a comma,
 * docs/decisions/081), else the description split on commas.
 */
export function subproductNames(product: Pick<Product, "description" | "items">): string[] {
  return product.items
    ? product.items.map((item) => item.name)
    : splitSubproducts(product.description);
}

/** The save rules of "Add and Edit product". */
export function toProductPayload(values: ProductFormValues): ProductInputDraft {
  const rows = values.subproducts
    .map((row) => ({ name: row.name.trim(), imageUrl: row.imageUrl.trim() }))
    .filter((row) => row.name.length > 0);
  const subproductImages = Object.fromEntries(
    rows.filter((row) => row.imageUrl.length > 0).map((row) => [row.name, row.imageUrl]),
  );
  const additional = values.additionalImages
    .map((url) => url.trim())
    .filter((url) => url.length > 0);
  const imageUrl = values.imageUrl.trim();
  return {
    title: values.title.trim(),
    category: values.category.trim(),
    isNew: values.isNew,
    imageUrl,
    description: rows.map((row) => row.name).join(", "),
    images: additional.length > 0 ? additional : [imageUrl],
    ...(Object.keys(subproductImages).length > 0 ? { subproductImages } : {}),
  };
}

export function emptyProductForm(): ProductFormValues {
  return {
    title: "",
    category: "",
    isNew: false,
    imageUrl: "",
    additionalImages: Array.from({ length: ADDITIONAL_IMAGE_SLOTS }, () => ""),
    subproducts: [{ name: "", imageUrl: "" }],
  };
}

/** The edit form rebuilds its rows from the items (or the description split on commas). */
export function toProductForm(product: Product): ProductFormValues {
  // The slots hold the images list as stored, so saving unchanged keeps it (the
  // main image among them included); only the default list, the main image
  // alone, shows as empty slots, which save back to that same default.
  const isDefault = product.images.length === 1 && product.images[0] === product.imageUrl;
  const extra = isDefault ? [] : product.images.slice(0, ADDITIONAL_IMAGE_SLOTS);
  const names = subproductNames(product);
  return {
    title: product.title,
    category: product.category,
    isNew: product.isNew,
    imageUrl: product.imageUrl,
    additionalImages: [...extra, ...Array(ADDITIONAL_IMAGE_SLOTS - extra.length).fill("")],
    subproducts:
      names.length > 0
        ? names.map((name) => ({ name, imageUrl: product.subproductImages?.[name] ?? "" }))
        : [{ name: "", imageUrl: "" }],
  };
}
