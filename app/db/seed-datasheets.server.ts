import type { Kysely } from "kysely";
import { catalogueItemDetails } from "../content/catalogue-items.ts";
import { createMediaStore } from "../domain/media/media-store.server.ts";
import { prepareDocument } from "../domain/media/prepare-document.server.ts";
import { slugify } from "../domain/slug.ts";
import type { Database } from "./schema.ts";

/** The date the seeded datasheets say they were revised: fixed, so every install makes the same bytes. */
const REVISED = new Date("2026-01-15T00:00:00Z");

/**
 * The seeded items' datasheets (docs/decisions/084): one-page PDFs made with pdfkit from the
 * items' details (fictitious makes), stored in the media library inside the seed's
 * transaction. Returns each item's datasheet by item name.
 */
export async function seedDatasheets(
  db: Kysely<Database>,
): Promise<Map<string, { url: string; name: string }>> {
  const store = createMediaStore(db);
  const sheets = new Map<string, { url: string; name: string }>();
  // Only an empty catalogue is seeded: a server started on its own data never loads pdfkit.
  const { renderDatasheet } = await import("../domain/catalogue-pdf/render-datasheet.server.ts");
  for (const [name, details] of Object.entries(catalogueItemDetails)) {
    if (!details.datasheet || !details.make || !details.model) continue;
    const bytes = await renderDatasheet({
      make: details.make,
      model: details.model,
      name,
      summary: details.summary ?? "",
      specs: (details.specs ?? []).map(([row, value]) => ({ name: row, value })),
      terms: [
        ["Unit", details.unit],
        ["Minimum order", details.moq],
        ["Lead time", details.leadTime],
        ["HSN code", details.hsn],
      ].flatMap(([row, value]) => (row && value ? [{ name: row, value }] : [])),
      revised: REVISED,
    });
    const stored = await store.insert(prepareDocument(bytes), {
      alt: "",
      fileName: `${slugify(`${details.make} ${details.model}`)}-datasheet.pdf`,
      bytes: bytes.length,
      actor: null,
    });
    if (!stored) throw new Error(`The datasheet of ${name} could not be stored`);
    sheets.set(name, { url: stored.url, name: `${details.model} datasheet` });
  }
  return sheets;
}
