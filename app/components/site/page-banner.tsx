import type { ReactNode } from "react";
import { cx } from "~/utils/cx";

/**
 * The dark band that opens a page without a hero picture (an item, the search results):
 * a small label, the page's h1, and what follows it. Its top padding clears the fixed
 * navigation bar, which is transparent over it.
 */
export function PageBanner({
  eyebrow,
  title,
  width,
  children,
}: {
  eyebrow: string;
  title: string;
  /** The width of the content below, so the heading lines up with it. */
  width: "max-w-5xl" | "max-w-7xl";
  children?: ReactNode;
}) {
  return (
    <header className="bg-ink text-white">
      <div className={cx("mx-auto px-4 pt-28 pb-10 sm:px-6 lg:px-8", width)}>
        <p className="text-accent text-sm font-semibold tracking-wide uppercase">{eyebrow}</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl">{title}</h1>
        {children}
      </div>
    </header>
  );
}
