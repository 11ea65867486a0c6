import type { Kysely } from "kysely";
import { catalogueItemDetails } from "../content/catalogue-items.ts";
import type { DatasheetSource } from "../domain/catalogue-pdf/render-datasheet.server.ts";
import { createMediaStore } from "../domain/media/media-store.server.ts";
import { prepareDocument } from "../domain/media/prepare-document.server.ts";
import { slugify } from "../domain/slug.ts";
import type { Database } from "./schema.ts";

/** The date the seeded datasheets say they were revised: fixed, so every install makes the same bytes. */
const REVISED = new Date("2026-01-15T00:00:00Z");

/** Draws datasheets as PDFs, in order: the server does it on a thread of its own. */
export type DatasheetRenderer = (sources: DatasheetSource[]) => Promise<Uint8Array[]>;

/** The seeded items that have a datasheet, each with what its datasheet says. */
function datasheetSources(): { name: string; source: DatasheetSource }[] {
  return Object.entries(catalogueItemDetails).flatMap(([name, details]) => {
    if (!details.datasheet || !details.make || !details.model) return [];
    const source: DatasheetSource = {
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
    };
    return [{ name, source }];
  });
}

/**
 * The seeded items' datasheets (docs/decisions/084): one-page PDFs made with pdfkit from the
 * items' details (fictitious makes), stored in the media library inside the seed's
 * transaction. Returns each item's datasheet by item name.
 */
export async function seedDatasheets(
  db: Kysely<Database>,
  render: DatasheetRenderer,
): Promise<Map<string, { url: string; name: string }>> {
  const store = createMediaStore(db);
  const sheets = new Map<string, { url: string; name: string }>();
  const items = datasheetSources();
  const pdfs = await render(items.map((item) => item.source));
  for (const [index, { name, source }] of items.entries()) {
    const bytes = Buffer.from(pdfs[index]!);
    const stored = await store.insert(prepareDocument(bytes), {
      alt: "",
      fileName: `${slugify(`${source.make} ${source.model}`)}-datasheet.pdf`,
      bytes: bytes.length,
      actor: null,
    });
    if (!stored) throw new Error(`The datasheet of ${name} could not be stored`);
    sheets.set(name, { url: stored.url, name: `${source.model} datasheet` });
  }
  return sheets;
}
