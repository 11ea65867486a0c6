import type { ReactNode } from "react";
import { preload } from "react-dom";
import { pictureSrc, pictureSrcSet, type MediaPicture } from "~/domain/media/media-rules";
import { useMediaPicture } from "./media-pictures";
import { ResponsivePicture } from "./responsive-picture";
import { LinkButton } from "./link-button";
import { cx } from "~/utils/cx";

export interface HeroProps {
  title: string;
  subtitle: string;
  description?: string;
  primaryCta?: { text: string; link: string };
  secondaryCta?: { text: string; link: string };
  /** `picture`: a media library image, drawn as <picture> and preloaded. */
  image: { src: string; alt: string; width: number; height: number; picture?: MediaPicture };
  /** The home variant fills the screen; others take 60% of it. */
  isHomepage?: boolean;
  children?: ReactNode;
}

/**
 * A page's hero as the site content describes it (page-schemas.ts, heroSchema): its texts,
 * its picture at 1600 × 900, and on the home page its two buttons.
 */
export function ContentHero({
  hero,
  isHomepage,
}: {
  hero: {
    title: string;
    subtitle: string;
    description?: string;
    imageUrl: string;
    imageAlt: string;
    primaryCTA?: { text: string; link: string };
    secondaryCTA?: { text: string; link: string };
  };
  isHomepage?: boolean;
}) {
  return (
    <Hero
      isHomepage={isHomepage}
      title={hero.title}
      subtitle={hero.subtitle}
      description={hero.description}
      primaryCta={hero.primaryCTA}
      secondaryCta={hero.secondaryCTA}
      image={{ src: hero.imageUrl, alt: hero.imageAlt, width: 1600, height: 900 }}
    />
  );
}

/**
 * The reusable hero banner. The background is a real <img> (not CSS) so it
 * carries alt text and can be the page's high-priority LCP element.
 */
export function Hero({
  title,
  subtitle,
  description,
  primaryCta,
  secondaryCta,
  image,
  isHomepage = false,
  children,
}: HeroProps) {
  // A media library image named by the page or found in the site content's pictures.
  const found = useMediaPicture(image.src);
  const picture = image.picture ?? found;
  return (
    <section
      aria-labelledby="hero-title"
      className={cx(
        "bg-ink relative isolate flex w-full items-center overflow-hidden text-white",
        isHomepage ? "min-h-svh" : "h-[60svh] min-h-[26rem]",
      )}
    >
      {picture ? (
        <HeroPicture picture={picture} alt={image.alt} />
      ) : (
        <img
          src={image.src}
          alt={image.alt}
          width={image.width}
          height={image.height}
          loading="eager"
          fetchPriority="high"
          decoding="async"
          className="absolute inset-0 -z-20 size-full object-cover"
        />
      )}
      {/*
        The overlay keeps white text above 4.5:1 on any photograph. The built-in illustrations
        are drawn dark and keep the text's area free of bright lines, so a light veil does
        (docs/decisions/069); a heavy one greyed them out.
      */}
      <div
        aria-hidden="true"
        className={cx(
          "absolute inset-0 -z-10",
          !picture && isIllustration(image.src) ? "bg-ink/25" : "bg-ink/70",
        )}
      />
      <div
        className={cx(
          "mx-auto w-full max-w-7xl px-4 pt-24 pb-12 sm:px-6 lg:px-8",
          isHomepage ? "text-left" : "text-center",
        )}
      >
        <div className={cx("max-w-3xl", !isHomepage && "mx-auto")}>
          <h1
            id="hero-title"
            className={cx(
              "font-bold tracking-tight text-balance",
              isHomepage ? "text-4xl sm:text-5xl lg:text-6xl" : "text-3xl sm:text-4xl lg:text-5xl",
            )}
          >
            {title}
          </h1>
          <p className="text-accent mt-4 text-xl font-semibold text-balance sm:text-2xl">
            {subtitle}
          </p>
          {description ? (
            <p className="mt-4 text-lg text-pretty text-slate-200 sm:text-xl">{description}</p>
          ) : null}
          {primaryCta || secondaryCta ? (
            <div className={cx("mt-8 flex flex-wrap gap-4", !isHomepage && "justify-center")}>
              {primaryCta ? (
                <LinkButton variant="accent" size="lg" to={primaryCta.link}>
                  {primaryCta.text}
                </LinkButton>
              ) : null}
              {secondaryCta ? (
                <LinkButton variant="outline-light" size="lg" to={secondaryCta.link}>
                  {secondaryCta.text}
                </LinkButton>
              ) : null}
            </div>
          ) : null}
          {children}
        </div>
      </div>
    </section>
  );
}

/** The project's own SVG artwork (public/images), as opposed to an uploaded or linked photograph. */
function isIllustration(src: string): boolean {
  return src.startsWith("/images/") && src.endsWith(".svg");
}

/**
 * The hero is the page's LCP element: its AVIF set is preloaded with high priority, so the
 * browser fetches it from the <head> before it meets the <picture>.
 */
function HeroPicture({ picture, alt }: { picture: MediaPicture; alt: string }) {
  preload(pictureSrc(picture, 1920).replace(/\.(jpg|png)$/, ".avif"), {
    as: "image",
    type: "image/avif",
    imageSrcSet: pictureSrcSet(picture, "avif"),
    imageSizes: "100vw",
    fetchPriority: "high",
  });
  return (
    <ResponsivePicture
      picture={picture}
      alt={alt}
      sizes="100vw"
      width={1920}
      loading="eager"
      fetchPriority="high"
      className="absolute inset-0 -z-20 size-full object-cover"
    />
  );
}
