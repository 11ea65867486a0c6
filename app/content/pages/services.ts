import { heroImages } from "../images.ts";
import type { ClosingCallToAction, HeroContent, PageMeta } from "./types.ts";

export interface ServicesPage {
  meta: PageMeta;
  hero: HeroContent;
  section: { heading: string; intro: string };
  /** Label of the button that opens the 'Inquire about {service}' dialog. */
  inquireButton: "Inquire Now";
  learnMoreButton: string;
  closing: ClosingCallToAction;
}

export const servicesPage: ServicesPage = {
  meta: {
    title: "Our Services",
    description:
      "Project planning, industrial trading, erection and commissioning, maintenance and logistics: one engineering partner in Vadodara, Gujarat.",
  },
  hero: {
    title: "Our Services",
    subtitle: "One partner for the whole life of your plant",
    description:
      "From the first layout drawing to the hundredth maintenance visit, our teams plan, supply, install, maintain and deliver.",
    imageUrl: heroImages.services.src,
    imageAlt: heroImages.services.alt,
  },
  section: {
    heading: "What We Offer",
    intro:
      "Choose a single service or combine them under one contract. Each is run by specialists who coordinate with the others, so nothing falls between hand-offs.",
  },
  inquireButton: "Inquire Now",
  learnMoreButton: "Learn More",
  closing: {
    heading: "Not Sure Where to Start?",
    text: "Describe your plant and your goal. We will suggest the right mix of services and a realistic timeline.",
    cta: { text: "Contact Us", link: "/contact" },
  },
};

/** Per-service page closing call to action. */
export const servicePageClosing: ClosingCallToAction = {
  heading: "Discuss Your Requirement",
  text: "Tell us about your plant, equipment and timeline. We usually reply within one working day.",
  cta: { text: "Contact Us", link: "/contact" },
};
