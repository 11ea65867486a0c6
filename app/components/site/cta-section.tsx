import { LinkButton } from "./link-button";
import type { ClosingCallToAction } from "~/content/pages";

/** The closing call to action that ends every public page. */
export function CtaSection({
  content,
  id = "closing",
}: {
  content: ClosingCallToAction;
  id?: string;
}) {
  return (
    <section aria-labelledby={`${id}-title`} className="bg-brand-800 text-white">
      <div className="mx-auto flex max-w-5xl flex-col items-center px-4 py-16 text-center sm:px-6 sm:py-20 lg:px-8">
        <h2
          id={`${id}-title`}
          className="text-3xl font-bold tracking-tight text-balance sm:text-4xl"
        >
          {content.heading}
        </h2>
        <p className="mt-4 max-w-2xl text-lg text-blue-100">{content.text}</p>
        <LinkButton variant="accent" size="lg" className="mt-8" to={content.cta.link}>
          {content.cta.text}
        </LinkButton>
      </div>
    </section>
  );
}
