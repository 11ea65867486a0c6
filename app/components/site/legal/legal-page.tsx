import type { ReactNode } from "react";

/**
 * The frame of the privacy notice and the terms: a dark band with the title and date (so the
 * transparent navigation bar stays readable above it), then the text in a readable measure.
 */
export function LegalPage({
  title,
  updated,
  intro,
  children,
}: {
  title: string;
  updated: string;
  intro: string[];
  children: ReactNode;
}) {
  return (
    <>
      <header className="from-ink to-brand-800 bg-linear-to-b pt-28 pb-12 text-white">
        <div className="mx-auto max-w-3xl px-4 sm:px-6 lg:px-8">
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
          <p className="mt-3 text-sm text-slate-300">Last updated: {updated}</p>
        </div>
      </header>
      <article className="mx-auto grid max-w-3xl gap-10 px-4 py-12 leading-relaxed sm:px-6 sm:py-16 lg:px-8">
        <div className="grid gap-4 text-lg">
          {intro.map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </div>
        {children}
      </article>
    </>
  );
}

/**
 * One part of the text, labelled by its heading: its own paragraphs, then what the page adds
 * to it (`children`: the retention periods, the cookies…), then a closing paragraph.
 */
export function LegalSection({
  id,
  section,
  closing,
  children,
}: {
  id: string;
  section: { heading: string; intro?: string; paragraphs?: string[] };
  closing?: string;
  children?: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="grid scroll-mt-24 gap-4">
      <h2 id={`${id}-title`} className="text-2xl font-bold tracking-tight">
        {section.heading}
      </h2>
      {section.intro === undefined ? null : <p>{section.intro}</p>}
      {section.paragraphs?.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
      {children}
      {closing === undefined ? null : <p>{closing}</p>}
    </section>
  );
}
