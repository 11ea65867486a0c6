import type { CatalogueItem } from "../schemas/records.ts";

/** An item with a name and an id and every other field empty. */
export function blankItem(name: string, id: string): CatalogueItem {
  return {
    id,
    slug: "",
    name,
    make: "",
    model: "",
    summary: "",
    specs: [],
    images: [],
    datasheets: [],
    unit: "",
    moq: "",
    leadTime: "",
    hsn: "",
  };
}
