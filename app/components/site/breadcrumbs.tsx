import { ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { cx } from "~/utils/cx";

export interface Crumb {
  label: string;
  /** Omitted for the current page, which is the last crumb. */
  href?: string;
}

/** Category page: Home > Products > category title. */
export function Breadcrumbs({ items, className }: { items: Crumb[]; className?: string }) {
  return (
    <nav aria-label="Breadcrumb" className={cx("text-sm", className)}>
      <ol className="text-muted-foreground flex flex-wrap items-center gap-1.5">
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={item.label} className="flex items-center gap-1.5">
              {item.href && !last ? (
                <Link
                  to={item.href}
                  className="hover:text-foreground underline-offset-4 hover:underline"
                >
                  {item.label}
                </Link>
              ) : (
                <span aria-current="page" className="text-foreground font-medium">
                  {item.label}
                </span>
              )}
              {last ? null : <ChevronRight className="size-4" aria-hidden="true" />}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
