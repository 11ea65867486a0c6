import type { ReactNode } from "react";
import { cx } from "~/utils/cx";

/**
 * A page that is only a message (not found, could not load): a dark band, so the transparent
 * navigation bar stays readable above it, with the h1, a line of text and one way on.
 */
export function MessageBand({
  titleId,
  kicker,
  title,
  text,
  action,
}: {
  titleId: string;
  /** Large print above the heading ('404'). */
  kicker?: string;
  title: string;
  text: string;
  action: ReactNode;
}) {
  return (
    <section
      aria-labelledby={titleId}
      className="from-ink to-brand-800 flex min-h-[70svh] items-center bg-linear-to-b px-4 pt-28 pb-16 text-center text-white"
    >
      <div className="mx-auto max-w-xl">
        {kicker ? (
          <p className="text-accent text-7xl font-extrabold tracking-tight sm:text-8xl">{kicker}</p>
        ) : null}
        <h1 id={titleId} className={cx("text-3xl font-bold sm:text-4xl", kicker && "mt-4")}>
          {title}
        </h1>
        <p className="mt-4 text-lg text-slate-300">{text}</p>
        {action}
      </div>
    </section>
  );
}
