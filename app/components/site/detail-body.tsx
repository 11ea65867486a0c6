import type { ReactNode } from "react";
import { Breadcrumbs, type Crumb } from "./breadcrumbs";
import { cx } from "~/utils/cx";

/**
 * The body of a page about one thing (a category, an item, a case study): the trail back
 * from Home, the main column beside its facts (stacked below 1024 px), then what follows.
 */
export function DetailBody({
  trail,
  main,
  aside,
  spacing,
  children,
}: {
  /** The crumbs after Home, the page itself last. */
  trail: Crumb[];
  main: ReactNode;
  aside: ReactNode;
  /** The item page sits closer under its banner than the others under their hero. */
  spacing: "py-8" | "py-10";
  children?: ReactNode;
}) {
  return (
    <div className={cx("mx-auto max-w-7xl px-4 sm:px-6 lg:px-8", spacing)}>
      <Breadcrumbs items={[{ label: "Home", href: "/" }, ...trail]} />
      <div className="mt-8 grid items-start gap-10 lg:grid-cols-[3fr_2fr]">
        {main}
        {aside}
      </div>
      {children}
    </div>
  );
}
