import type { ReactNode } from "react";
import { cx } from "~/utils/cx";

/**
 * A page section with an h2 heading and optional intro, labelled by its
 * heading so screen-reader users can jump between regions.
 */
export function Section({
  id,
  heading,
  intro,
  eyebrow,
  tone = "light",
  className,
  children,
}: {
  id: string;
  heading: string;
  intro?: string;
  eyebrow?: string;
  tone?: "light" | "muted" | "dark";
  className?: string;
  children: ReactNode;
}) {
  const dark = tone === "dark";
  return (
    <section
      aria-labelledby={`${id}-title`}
      className={cx(
        "py-16 sm:py-20",
        tone === "muted" && "bg-muted",
        dark && "bg-ink text-white",
        className,
      )}
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-3xl text-center">
          {eyebrow ? (
            <p
              className={cx(
                "text-sm font-semibold tracking-widest uppercase",
                dark ? "text-accent" : "text-accent-dark",
              )}
            >
              {eyebrow}
            </p>
          ) : null}
          <h2 id={`${id}-title`} className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
            {heading}
          </h2>
          {intro ? (
            <p className={cx("mt-4 text-lg", dark ? "text-slate-300" : "text-muted-foreground")}>
              {intro}
            </p>
          ) : null}
        </div>
        <div className="mt-12">{children}</div>
      </div>
    </section>
  );
}
