import type { CatalogueItem } from "~/domain/schemas/records";

/** The commercial facts a buyer quotes from; only those that are set. */
export function itemFacts(item: CatalogueItem): Array<[label: string, value: string]> {
  const facts: Array<[string, string]> = [
    ["Make", item.make],
    ["Model", item.model],
    ["Unit", item.unit],
    ["Minimum order", item.moq],
    ["Lead time", item.leadTime],
    ["HSN code", item.hsn],
  ];
  return facts.filter(([, value]) => value.length > 0);
}

export function ItemFacts({ item }: { item: CatalogueItem }) {
  const facts = itemFacts(item);
  if (facts.length === 0) return null;
  return (
    <dl aria-label="Item facts" className="grid grid-cols-2 gap-x-6 gap-y-3 rounded-lg border p-4">
      {facts.map(([label, value]) => (
        <div key={label} className="min-w-0">
          <dt className="text-muted-foreground text-xs font-medium tracking-wide uppercase">
            {label}
          </dt>
          <dd className="font-semibold break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
