/**
 * Hero background illustrations shipped in public/images/hero, drawn by
 * scripts/generate-site-images.ts (docs/decisions/069). 1600 × 900 SVGs,
 * dark enough for white text on top; the alt texts describe what is drawn.
 */

export interface SiteImage {
  src: string;
  alt: string;
  width: number;
  height: number;
}

export type HeroImageKey =
  | "home"
  | "about"
  | "services"
  | "products"
  | "contact"
  | "project-planning"
  | "trading"
  | "installation"
  | "maintenance"
  | "logistics";

const hero = (key: HeroImageKey, alt: string): SiteImage => ({
  src: `/images/hero/${key}.svg`,
  alt,
  width: 1600,
  height: 900,
});

export const heroImages: Readonly<Record<HeroImageKey, SiteImage>> = {
  home: hero(
    "home",
    "Blueprint-style illustration of a factory, a container and a gear on a deep blue grid",
  ),
  about: hero(
    "about",
    "Blueprint-style illustration of an office building, a team of people and an award ribbon on a deep blue grid",
  ),
  services: hero(
    "services",
    "Blueprint-style illustration of a gear and a wrench on a deep blue grid",
  ),
  products: hero(
    "products",
    "Blueprint-style illustration of stacked boxes, a parcel and a forklift on a deep blue grid",
  ),
  contact: hero(
    "contact",
    "Blueprint-style illustration of a map pin and a telephone on a deep blue grid",
  ),
  "project-planning": hero(
    "project-planning",
    "Blueprint-style illustration of a clipboard checklist and a drafting compass on a deep blue grid",
  ),
  trading: hero(
    "trading",
    "Blueprint-style illustration of a parcel and a delivery truck on a deep blue grid",
  ),
  installation: hero(
    "installation",
    "Blueprint-style illustration of a construction barrier and a hard hat on a deep blue grid",
  ),
  maintenance: hero(
    "maintenance",
    "Blueprint-style illustration of a wrench and a pressure gauge on a deep blue grid",
  ),
  logistics: hero(
    "logistics",
    "Blueprint-style illustration of a cargo ship and a delivery truck on a deep blue grid",
  ),
};

/** Pictures beside text on Home ('Engineering Excellence') and About ('Our Vision'). */
export const cardImages = {
  excellence: {
    src: "/images/cards/excellence.svg",
    alt: "Line drawing of a factory, a hard hat, a container and a gear standing on a ground line",
    width: 1600,
    height: 900,
  },
  vision: {
    src: "/images/cards/vision.svg",
    alt: "Line drawing of an industrial building between a team of people and a handshake",
    width: 1600,
    height: 900,
  },
} satisfies Record<string, SiteImage>;

/**
 * A category whose picture is one of the shipped catalogue illustrations gets the hero drawn
 * for it (same motif, wide, in the hero style); the 4:3 card picture cropped to a banner cut
 * its motifs in half. A photograph stays the category's hero.
 */
export function categoryHero(imageUrl: string): SiteImage | null {
  const slug = /^\/images\/catalogue\/([a-z0-9-]+)\.svg$/.exec(imageUrl)?.[1];
  if (!slug || slug === "placeholder") return null;
  return { src: `/images/hero/catalogue/${slug}.svg`, alt: "", width: 1600, height: 900 };
}

/** Shown when a product has no usable picture. */
export const placeholderImage: SiteImage = {
  src: "/images/catalogue/placeholder.svg",
  alt: "Illustration of a generic industrial part",
  width: 800,
  height: 600,
};
