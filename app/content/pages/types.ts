/** Shapes shared by the page copy modules. */

export interface CallToAction {
  text: string;
  link: string;
}

/** Matches the original hero banner entity (isHomepage is decided by the route). */
export interface HeroContent {
  title: string;
  subtitle: string;
  description?: string;
  primaryCTA?: CallToAction;
  secondaryCTA?: CallToAction;
  imageUrl: string;
  imageAlt: string;
}

export interface PageMeta {
  /** Page title without the brand; routes append the company name. */
  title: string;
  /** At most 160 characters. */
  description: string;
}

export interface IconCard {
  title: string;
  description: string;
  /** A lucide-react icon name. */
  icon: string;
}

export interface ClosingCallToAction {
  heading: string;
  text: string;
  cta: CallToAction;
}
