import { Package } from "lucide-react";
import { LinkButton } from "./link-button";
import { Section } from "./section";

/** Industrial Trading lists the eleven product groups (SPEC.md section 2). */
export function ProductGroups({ groups }: { groups: readonly string[] }) {
  return (
    <Section
      id="product-groups"
      tone="muted"
      heading="Product Groups We Supply"
      intro="Eleven product groups, sourced from authorised distributors and trusted manufacturers."
    >
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {groups.map((group) => (
          <li
            key={group}
            className="bg-card flex items-center gap-3 rounded-lg border p-4 shadow-sm"
          >
            <Package aria-hidden="true" className="text-brand-700 size-5 shrink-0" />
            <span className="font-medium">{group}</span>
          </li>
        ))}
      </ul>
      <div className="mt-10 text-center">
        <LinkButton size="lg" to="/products">
          Browse Our Products
        </LinkButton>
      </div>
    </Section>
  );
}
