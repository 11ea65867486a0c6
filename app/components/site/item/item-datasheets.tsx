import { FileDown } from "lucide-react";
import type { CatalogueItem } from "~/domain/schemas/records";

/** Download links to the item's datasheets, when it has any. */
export function ItemDatasheets({ item }: { item: CatalogueItem }) {
  if (item.datasheets.length === 0) return null;
  return (
    <section aria-labelledby="datasheets-heading">
      <h2 id="datasheets-heading" className="text-2xl font-bold tracking-tight">
        Datasheets
      </h2>
      <ul className="mt-4 grid gap-2">
        {item.datasheets.map((sheet) => (
          <li key={sheet.url}>
            <a
              href={sheet.url}
              download
              target="_blank"
              rel="noopener noreferrer"
              className="text-brand-700 inline-flex items-center gap-2 font-medium underline-offset-4 hover:underline"
            >
              <FileDown className="size-4" aria-hidden="true" />
              {sheet.name}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
