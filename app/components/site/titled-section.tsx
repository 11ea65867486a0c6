import type { ReactNode } from "react";

/**
 * A block inside a page's own layout (an item's specifications, a case study's photographs):
 * an h2 flush with the content, and the region named by it for screen-reader navigation.
 * Full-width bands with a centred heading are Section's.
 */
export function TitledSection({
  headingId,
  heading,
  className,
  children,
}: {
  headingId: string;
  heading: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={headingId} className={className}>
      <h2 id={headingId} className="text-2xl font-bold tracking-tight">
        {heading}
      </h2>
      {children}
    </section>
  );
}
