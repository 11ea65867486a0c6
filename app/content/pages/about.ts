import { company } from "../company.ts";
import { heroImages } from "../images.ts";
import type {
  CallToAction,
  ClosingCallToAction,
  HeroContent,
  IconCard,
  PageMeta,
} from "./types.ts";

export type CoreValueName = "Innovation" | "Quality" | "Safety" | "Client Relationships";

export type IndustryName =
  | "Agriculture"
  | "Automotive"
  | "Chemicals"
  | "Hospitality"
  | "Manufacturing"
  | "Metal and Mining"
  | "Oil & Gas"
  | "Textile"
  | "Pharmaceuticals"
  | "Ports";

export interface Industry {
  name: IndustryName;
  /** A lucide-react icon name. */
  icon: string;
}

export interface AboutPage {
  meta: PageMeta;
  hero: HeroContent;
  vision: {
    heading: string;
    paragraphs: readonly string[];
    primaryCTA: CallToAction;
    secondaryCTA: CallToAction;
  };
  mission: { heading: string; intro: string; cards: readonly IconCard[] };
  values: {
    heading: string;
    intro: string;
    items: readonly (IconCard & { title: CoreValueName })[];
  };
  industries: { heading: string; intro: string; items: readonly Industry[] };
  closing: ClosingCallToAction;
}

export const aboutPage: AboutPage = {
  meta: {
    title: "About Us",
    description:
      "Founded in Vadodara in 2022, we are an engineering services and industrial trading partner for plants in ten industries across Gujarat.",
  },
  hero: {
    title: "About Us",
    subtitle: "Engineers, suppliers and problem solvers from Vadodara",
    description: `Since ${company.foundedYear}, ${company.name} has helped manufacturers plan, equip, build and maintain their plants.`,
    imageUrl: heroImages.about.src,
    imageAlt: heroImages.about.alt,
  },
  vision: {
    heading: "Our Vision",
    paragraphs: [
      "To be the most dependable engineering and industrial supply partner in western India: the team plant owners call first, because we deliver what we promise, on time and safely.",
      "We want every client to run a plant that is productive, efficient and safe, supported by one partner who understands both the engineering and the supply chain behind it.",
    ],
    primaryCTA: { text: "Our Services", link: "/services" },
    secondaryCTA: { text: "Contact Us", link: "/contact" },
  },
  mission: {
    heading: "Our Mission",
    intro: "Four commitments guide every project, order and service visit.",
    cards: [
      {
        title: "Tailored Solutions",
        description:
          "We study your process, site and budget before recommending anything, and design solutions around how your plant actually runs.",
        icon: "Target",
      },
      {
        title: "High Quality Standards",
        description:
          "Genuine products, calibrated tools, documented procedures and inspection at every stage, so the work passes audits the first time.",
        icon: "Award",
      },
      {
        title: "Safety and Sustainability",
        description:
          "Permit-to-work discipline, trained crews and energy-efficient choices that protect people, equipment and the environment.",
        icon: "Leaf",
      },
      {
        title: "Long-Term Relationships",
        description:
          "We measure success by repeat work: transparent pricing, honest timelines and support that continues well after handover.",
        icon: "Handshake",
      },
    ],
  },
  values: {
    heading: "Our Core Values",
    intro: "The principles our engineers, technicians and buyers work by.",
    items: [
      {
        title: "Innovation",
        description:
          "We look for better methods, from laser alignment and condition monitoring to smarter logistics, and bring them to every client.",
        icon: "Lightbulb",
      },
      {
        title: "Quality",
        description:
          "Right first time: the correct specification, genuine parts and workmanship checked against clear acceptance criteria.",
        icon: "BadgeCheck",
      },
      {
        title: "Safety",
        description:
          "No job is so urgent that it cannot be done safely. Every site activity starts with a risk assessment and the right protective equipment.",
        icon: "ShieldCheck",
      },
      {
        title: "Client Relationships",
        description:
          "One point of contact, quick answers and honest advice, even when it means recommending a smaller order.",
        icon: "Users",
      },
    ],
  },
  industries: {
    heading: "Industries We Serve",
    intro: "Our engineers and supply teams understand the demands of each sector.",
    items: [
      { name: "Agriculture", icon: "Tractor" },
      { name: "Automotive", icon: "Car" },
      { name: "Chemicals", icon: "FlaskConical" },
      { name: "Hospitality", icon: "Hotel" },
      { name: "Manufacturing", icon: "Factory" },
      { name: "Metal and Mining", icon: "Pickaxe" },
      { name: "Oil & Gas", icon: "Fuel" },
      { name: "Textile", icon: "Shirt" },
      { name: "Pharmaceuticals", icon: "Pill" },
      { name: "Ports", icon: "Anchor" },
    ],
  },
  closing: {
    heading: "Let's Build Something Reliable Together",
    text: "Share your project, supply list or maintenance challenge, and we will propose a practical plan with clear costs.",
    cta: { text: "Contact Us", link: "/contact" },
  },
};
