import type { Transaction } from "kysely";
import type { Database } from "../../db/schema.ts";
import { lockAllWithinTransaction } from "../../db/transaction-lock.server.ts";
import { parseDocumentUrl } from "../media/document-rules.ts";
import { documentsByUrl } from "../media/document-store.server.ts";
import type { MediaRecord } from "../media/media-rules.ts";
import { mediaLockKey } from "../media/media-store.server.ts";
import type { CatalogueItemInput } from "../schemas/catalogue-item-input.ts";

export const UNKNOWN_DATASHEET = "This PDF is not in the media library: choose or upload it there";

/** Datasheets that are not documents of the media library; `errors` by the sent field's path. */
export class UnknownDatasheetError extends Error {
  readonly errors: Record<string, string>;
  constructor(errors: Record<string, string>) {
    super("An item's datasheet is not a document of the media library.");
    this.name = "UnknownDatasheetError";
    this.errors = errors;
  }
}

/**
 * Every datasheet sent with `items` must be a PDF the media library holds (docs/decisions/084),
 * so a buyer's download never points at a missing file or at another site. Run inside the
 * save's transaction before its writes, holding the documents' locks to its end: a delete of
 * the same document waits, then sees the item using it (and refuses), or goes first and this
 * refuses. Returns the documents by URL.
 */
export async function libraryDatasheets(
  trx: Transaction<Database>,
  items: CatalogueItemInput[],
): Promise<Map<string, MediaRecord>> {
  const urls = items.flatMap((item) => item.datasheets.map((sheet) => sheet.url));
  if (urls.length === 0) return new Map();
  const prefixes = urls.flatMap((url) => parseDocumentUrl(url)?.hashPrefix ?? []);
  await lockAllWithinTransaction(trx, prefixes.map(mediaLockKey));
  const found = await documentsByUrl(trx, urls);
  const errors: Record<string, string> = {};
  items.forEach((item, index) =>
    item.datasheets.forEach((sheet, position) => {
      if (!found.has(sheet.url))
        errors[`items.${index}.datasheets.${position}.url`] = UNKNOWN_DATASHEET;
    }),
  );
  if (Object.keys(errors).length > 0) throw new UnknownDatasheetError(errors);
  return found;
}
