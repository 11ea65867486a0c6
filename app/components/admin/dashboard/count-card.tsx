import { ArrowRightIcon, type LucideIcon } from "lucide-react";
import { Link } from "react-router";
import { formatCount } from "~/utils/format-number";

/**
 * One dashboard count, linking to its list. Zero reads 'No data in database' on the four cards
 * docs/product.md names; a newer card says what brings its first entry (`whenEmpty`).
 */
export function CountCard({
  title,
  count,
  to,
  icon: Icon,
  whenEmpty = "No data in database",
}: {
  title: string;
  count: number;
  to: string;
  icon: LucideIcon;
  whenEmpty?: string;
}) {
  return (
    <Link
      to={to}
      className="group bg-card hover:border-brand-600 hover:bg-brand-50 focus-visible:outline-ring flex flex-col gap-3 rounded-xl border p-5 shadow-sm transition-colors focus-visible:outline-2 focus-visible:outline-offset-2"
    >
      <span className="flex items-center justify-between gap-2">
        <span className="text-muted-foreground text-sm font-semibold">{title}</span>
        <Icon className="text-brand-700 size-5" aria-hidden="true" />
      </span>
      <span className="text-3xl font-bold tabular-nums">{formatCount(count)}</span>
      <span className="text-muted-foreground flex items-center justify-between text-sm">
        {count === 0 ? <span>{whenEmpty}</span> : <span>View all</span>}
        <ArrowRightIcon
          className="size-4 transition-transform group-hover:translate-x-0.5"
          aria-hidden="true"
        />
      </span>
    </Link>
  );
}
