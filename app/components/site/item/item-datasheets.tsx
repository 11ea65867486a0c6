import { DownloadIcon, FileTextIcon } from "lucide-react";
import type { CatalogueItem } from "~/domain/schemas/records";
import { formatBytes } from "~/utils/format-number";
import { TitledSection } from "../titled-section";

/**
 * Download links to the item's datasheets (docs/decisions/084): name, "PDF" and size, so a
 * buyer on a metered phone connection knows what the tap costs. `sizes` by URL; a datasheet
 * the library no longer describes is still linked, without its size.
 */
export function ItemDatasheets({
  item,
  sizes,
}: {
  item: CatalogueItem;
  sizes: Record<string, number>;
}) {
  if (item.datasheets.length === 0) return null;
  return (
    <TitledSection headingId="datasheets-heading" heading="Datasheets">
      <ul className="mt-4 grid gap-3 sm:grid-cols-2">
        {item.datasheets.map((sheet) => {
          const size = sizes[sheet.url];
          const details = size === undefined ? "PDF" : `PDF, ${formatBytes(size)}`;
          return (
            <li key={sheet.url}>
              <a
                href={sheet.url}
                download
                className="group hover:border-brand-600 focus-visible:outline-ring flex items-center gap-3 rounded-lg border p-3 focus-visible:outline-2"
              >
                <FileTextIcon className="text-brand-700 size-8 shrink-0" aria-hidden="true" />
                <span className="min-w-0 flex-1">
                  <span className="block font-semibold break-words group-hover:underline">
                    {sheet.name}
                  </span>
                  <span className="text-muted-foreground block text-sm">{details}</span>
                </span>
                <DownloadIcon
                  className="text-muted-foreground size-5 shrink-0"
                  aria-hidden="true"
                />
              </a>
            </li>
          );
        })}
      </ul>
    </TitledSection>
  );
}
