import { LinkButton } from "./link-button";
import { cardImages } from "~/content/images";
import type { AboutContent } from "~/domain/site/page-schemas";

/** About: the vision, with buttons to /services and /contact. */
export function VisionSection({ content }: { content: AboutContent["vision"] }) {
  const image = cardImages.vision;
  return (
    <section aria-labelledby="vision-title" className="py-16 sm:py-20">
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 sm:px-6 lg:grid-cols-2 lg:px-8">
        <div>
          <h2 id="vision-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
            {content.heading}
          </h2>
          {content.paragraphs.map((paragraph) => (
            <p key={paragraph} className="text-muted-foreground mt-4 text-lg leading-relaxed">
              {paragraph}
            </p>
          ))}
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
