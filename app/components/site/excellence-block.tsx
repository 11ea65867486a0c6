import { CircleCheck } from "lucide-react";
import { LinkButton } from "./link-button";
import { cardImages } from "~/content/images";
import type { HomeContent } from "~/domain/site/page-schemas";

/** Home: 'Engineering Excellence Since 2022', with links to /about and /contact. */
export function ExcellenceBlock({ content }: { content: HomeContent["excellence"] }) {
  const image = cardImages.excellence;
  return (
    <section aria-labelledby="excellence-title" className="bg-muted py-16 sm:py-20">
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 sm:px-6 lg:grid-cols-2 lg:px-8">
        <div>
          <h2 id="excellence-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
            {content.heading}
          </h2>
          {content.paragraphs.map((paragraph) => (
            <p key={paragraph} className="text-muted-foreground mt-4 text-lg leading-relaxed">
              {paragraph}
            </p>
          ))}
          <ul className="mt-6 space-y-3">
            {content.highlights.map((highlight) => (
              <li key={highlight} className="flex gap-3">
                <CircleCheck aria-hidden="true" className="text-brand-700 mt-0.5 size-5 shrink-0" />
                <span>{highlight}</span>
              </li>
            ))}
          </ul>
          <div className="mt-8 flex flex-wrap gap-4">
            <LinkButton size="lg" to={content.primaryCTA.link}>
              {content.primaryCTA.text}
            </LinkButton>
            <LinkButton variant="outline" size="lg" to={content.secondaryCTA.link}>
              {content.secondaryCTA.text}
            </LinkButton>
          </div>
        </div>
        <img
          src={image.src}
          alt={image.alt}
          width={image.width}
          height={image.height}
          loading="lazy"
          decoding="async"
          className="aspect-video w-full rounded-2xl object-cover shadow-lg"
        />
      </div>
    </section>
  );
}
