import type { ReactNode } from "react";

/** A titled part of a back-office screen, named by its h2 so screen readers list it as a region. */
export function AdminSection({
  headingId,
  heading,
  className = "grid gap-3",
  children,
}: {
  headingId: string;
  heading: ReactNode;
  /** The section's box; by default a plain stack with the heading over its content. */
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={headingId} className={className}>
      <h2 id={headingId} className="text-lg font-semibold">
        {heading}
      </h2>
      {children}
    </section>
  );
}
