import type { CatalogueItemDraft } from "./schemas/catalogue-item-input.ts";
import { ITEM_LIMITS } from "./schemas/catalogue-item-limits.ts";
import { blankItem } from "./catalogue-items/blank-item.ts";
import type { ProductInputDraft } from "./schemas/product-input.ts";
import type { CatalogueItem, Product } from "./schemas/records.ts";

/** The admin product form's own shape: rows and slots, not the stored record. */
export interface ProductFormValues {
  title: string;
  category: string;
  isNew: boolean;
  imageUrl: string;
  additionalImages: string[];
  subproducts: ItemFormValues[];
}

/**
 * One item of the category as the form edits it (docs/decisions/081). `id` and `slug` are
 * carried so a saved item keeps its details and its address; `datasheets` are PDFs of the
 * media library with the names buyers see (docs/decisions/084). `images` always has at
 * least one slot.
 */
export type ItemFormValues = CatalogueItem;

export const ITEM_IMAGE_SLOTS_MAX = ITEM_LIMITS.images;
export const ITEM_SPEC_ROWS_MAX = ITEM_LIMITS.specs;

/** A new, blank item: one empty picture slot and no specification rows. */
export function emptyItemForm(name = "", imageUrl = ""): ItemFormValues {
  return { ...blankItem(name, ""), images: [imageUrl] };
}

function itemToForm(item: CatalogueItem): ItemFormValues {
  return {
    id: item.id,
    slug: item.slug,
    name: item.name,
    make: item.make,
    model: item.model,
    summary: item.summary,
    specs: item.specs.map((row) => ({ ...row })),
    images: item.images.length > 0 ? [...item.images] : [""],
    datasheets: item.datasheets.map((sheet) => ({ ...sheet })),
    unit: item.unit,
    moq: item.moq,
    leadTime: item.leadTime,
    hsn: item.hsn,
  };
}

/** The items the form sends, and where each came from in the form (for errors). */
export interface ItemsPlan {
  items: CatalogueItemDraft[];
  /** The form field an API/schema error path inside `items` points at, if any. */
  formPath: (path: ReadonlyArray<PropertyKey>) => string | undefined;
}

/**
 * The form's rows as the API's `items`: texts trimmed, blank specification rows and blank
 * pictures dropped, and a row dropped altogether when it has no name and no details (as the
 * blank sub-product row always was; a picture alone does not keep it).
 */
export function planItems(rows: ItemFormValues[]): ItemsPlan {
  const kept: Array<{ index: number; specs: number[]; images: number[] }> = [];
  const items: CatalogueItemDraft[] = [];
  rows.forEach((row, index) => {
    const specs: number[] = [];
    row.specs.forEach((spec, specIndex) => {
      if (spec.name.trim() || spec.value.trim()) specs.push(specIndex);
    });
    const images: number[] = [];
    const seen = new Set<string>();
    row.images.forEach((url, imageIndex) => {
      const trimmed = url.trim();
      if (!trimmed || seen.has(trimmed)) return;
      seen.add(trimmed);
      images.push(imageIndex);
    });
    const name = row.name.trim();
    const details = [row.make, row.model, row.summary, row.unit, row.moq, row.leadTime, row.hsn];
    const hasDetails = specs.length > 0 || details.some((text) => text.trim().length > 0);
    if (!name && !hasDetails) return;
    kept.push({ index, specs, images });
    items.push({
      ...(row.id ? { id: row.id } : {}),
      ...(row.slug ? { slug: row.slug } : {}),
      name,
      make: row.make.trim(),
      model: row.model.trim(),
      summary: row.summary.trim(),
      specs: specs.map((specIndex) => ({
        name: row.specs[specIndex]!.name.trim(),
        value: row.specs[specIndex]!.value.trim(),
      })),
      images: images.map((imageIndex) => row.images[imageIndex]!.trim()),
      // Rows are only ever added from the library, so none is blank: indexes stay the form's.
      datasheets: row.datasheets.map((sheet) => ({ url: sheet.url, name: sheet.name.trim() })),
      unit: row.unit.trim(),
      moq: row.moq.trim(),
      leadTime: row.leadTime.trim(),
      hsn: row.hsn.trim(),
    });
  });
  const formPath = (path: ReadonlyArray<PropertyKey>): string | undefined => {
    const [position, field, sub, subField] = path.map(String);
    const origin = kept[Number(position)];
    if (!origin || !field) return undefined;
    const base = `subproducts.${origin.index}`;
    if (field === "specs" && sub !== undefined && origin.specs[Number(sub)] !== undefined) {
      const row = `${base}.specs.${origin.specs[Number(sub)]}`;
      return subField === "name" || subField === "value" ? `${row}.${subField}` : undefined;
    }
    if (field === "images" && sub !== undefined && origin.images[Number(sub)] !== undefined)
      return `${base}.images.${origin.images[Number(sub)]}`;
    if (field === "datasheets" && sub !== undefined && (subField === "url" || subField === "name"))
      return `${base}.datasheets.${sub}.${subField}`;
    if (["name", "make", "model", "summary", "unit", "moq", "leadTime", "hsn"].includes(field))
      return `${base}.${field}`;
    // An address problem (or one with the list of datasheets) has no field of its own in the
    // form: the name shows it.
    if (field === "slug" || field === "datasheets") return `${base}.name`;
    return undefined;
  };
  return { items, formPath };
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
  const { items } = planItems(values.subproducts);
  // The first contract's copies (the server derives the same from the items).
  const rows = items
    .map((item) => ({ name: item.name ?? "", imageUrl: item.images?.[0] ?? "" }))
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
    items,
  };
}

export function emptyProductForm(): ProductFormValues {
  return {
    title: "",
    category: "",
    isNew: false,
    imageUrl: "",
    additionalImages: Array.from({ length: ADDITIONAL_IMAGE_SLOTS }, () => ""),
    subproducts: [emptyItemForm()],
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
  const items = product.items
    ? product.items.map(itemToForm)
    : names.map((name) => emptyItemForm(name, product.subproductImages?.[name] ?? ""));
  return {
    title: product.title,
    category: product.category,
    isNew: product.isNew,
    imageUrl: product.imageUrl,
    additionalImages: [...extra, ...Array(ADDITIONAL_IMAGE_SLOTS - extra.length).fill("")],
    subproducts: items.length > 0 ? items : [emptyItemForm()],
  };
}
