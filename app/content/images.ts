/**
 * Hero background illustrations shipped in public/images/hero (DECISIONS.md
 * section 5). All are 1600 × 900 SVGs, dark enough for white text on top.
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
    "Illustration of an industrial plant with chimneys, storage tanks and a gantry crane at dusk",
  ),
  about: hero(
    "about",
    "Illustration of an engineering team's blueprint with gears and a plant layout",
  ),
  services: hero("services", "Illustration of interlocking gears, piping and an electrical panel"),
  products: hero(
    "products",
    "Illustration of warehouse racks stocked with industrial goods and cartons",
  ),
  contact: hero(
    "contact",
    "Illustration of the Vadodara skyline with a location pin over an industrial estate",
  ),
  "project-planning": hero(
    "project-planning",
    "Illustration of a project schedule chart laid over engineering drawings",
  ),
  trading: hero(
    "trading",
    "Illustration of stacked cartons, pallets and industrial components ready for dispatch",
  ),
  installation: hero(
    "installation",
    "Illustration of a crane lifting heavy equipment onto a plant foundation",
  ),
  maintenance: hero(
    "maintenance",
    "Illustration of a wrench and gauges over a pump and motor assembly",
  ),
  logistics: hero(
    "logistics",
    "Illustration of a truck, a shipping container and a cargo vessel at a port",
  ),
};

/** Shown when a product has no usable picture. */
export const placeholderImage: SiteImage = {
  src: "/images/catalogue/placeholder.svg",
  alt: "Illustration of a generic industrial part",
  width: 800,
  height: 600,
};
