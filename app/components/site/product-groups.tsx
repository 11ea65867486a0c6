import { ChevronRight, Package } from "lucide-react";
import { Link } from "react-router";
import { LinkButton } from "./link-button";
import { Section } from "./section";

const TILE = "flex h-full items-center gap-3 rounded-lg border p-4";

/**
 * Industrial Trading lists the eleven product groups. A group that names
 * a catalogue category is a link to it, drawn as one (arrow, hover); the others are plain
 * facts without a card's shadow, so nothing looks clickable that is not.
 */
export function ProductGroups({
  groups,
  links = {},
}: {
  groups: readonly string[];
  links?: Readonly<Record<string, string>>;
}) {
  return (
    <Section
      id="product-groups"
      tone="muted"
      heading="Product Groups We Supply"
      intro="Eleven product groups, sourced from authorised distributors and trusted manufacturers."
    >
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {groups.map((group) => (
          <li key={group}>
            {links[group] ? (
              <Link
                to={links[group]}
                className={`${TILE} bg-card group hover:border-brand-700 shadow-sm transition-colors`}
              >
                <Package aria-hidden="true" className="text-brand-700 size-5 shrink-0" />
                <span className="flex-1 font-medium">{group}</span>
                <ChevronRight
                  aria-hidden="true"
                  className="text-muted-foreground group-hover:text-brand-700 size-4 shrink-0"
                />
              </Link>
            ) : (
              <div className={TILE}>
                <Package aria-hidden="true" className="text-brand-700 size-5 shrink-0" />
                <span className="font-medium">{group}</span>
              </div>
            )}
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
