import type { CatalogueItem } from "~/domain/schemas/records";
import { TitledSection } from "../titled-section";

/** The item's specifications as a real table: each row's name is its header (docs/decisions/081). */
export function ItemSpecTable({ item }: { item: CatalogueItem }) {
  if (item.specs.length === 0) return null;
  return (
    <TitledSection headingId="specifications-heading" heading="Specifications">
      <div className="mt-4 overflow-x-auto rounded-lg border">
        <table className="w-full border-collapse text-left text-sm sm:text-base">
          <caption className="sr-only">{`Specifications of ${item.name}`}</caption>
          <tbody>
            {item.specs.map((row, index) => (
              <tr
                key={`${row.name}-${index}`}
                className="even:bg-muted/60 border-b last:border-b-0"
              >
                <th
                  scope="row"
                  className="w-2/5 px-4 py-3 align-top font-semibold text-slate-700 sm:w-1/3"
                >
                  {row.name}
                </th>
                <td className="px-4 py-3 align-top text-slate-900">{row.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </TitledSection>
  );
}
