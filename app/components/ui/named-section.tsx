import type { ReactNode } from "react";

export interface NamedSectionProps {
  headingId: string;
  heading: ReactNode;
  className?: string;
  children: ReactNode;
}

/**
 * A section named by its own h2, so screen readers list it as a region. The back office's
 * parts of a screen and the public pages' blocks differ only in the heading's look.
 */
export function NamedSection({
  headingId,
  heading,
  headingClassName,
  className,
  children,
}: NamedSectionProps & { headingClassName: string }) {
  return (
    <section aria-labelledby={headingId} className={className}>
      <h2 id={headingId} className={headingClassName}>
        {heading}
      </h2>
      {children}
    </section>
  );
}
