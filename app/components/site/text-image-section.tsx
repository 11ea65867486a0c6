import type { ReactNode } from "react";
import type { SiteImage } from "~/content/images";
import { LinkButton } from "./link-button";

interface Link {
  text: string;
  link: string;
}

/**
 * A heading, paragraphs and two buttons beside a picture (two columns from 1024 px): the
 * home page's excellence block and the about page's vision. `children` comes after the text.
 */
export function TextImageSection({
  id,
  className,
  content,
  image,
  children,
}: {
  id: string;
  className?: string;
  content: { heading: string; paragraphs: string[]; primaryCTA: Link; secondaryCTA: Link };
  /** Drawn as it is: its attributes are the <img>'s. */
  image: SiteImage;
  children?: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 sm:px-6 lg:grid-cols-2 lg:px-8">
        <div>
          <h2 id={id} className="text-3xl font-bold tracking-tight sm:text-4xl">
            {content.heading}
          </h2>
          {content.paragraphs.map((paragraph) => (
            <p key={paragraph} className="text-muted-foreground mt-4 text-lg leading-relaxed">
              {paragraph}
            </p>
          ))}
          {children}
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
          {...image}
          loading="lazy"
          decoding="async"
          className="aspect-video w-full rounded-2xl object-cover shadow-lg"
        />
      </div>
    </section>
  );
}
