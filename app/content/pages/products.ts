import { heroImages } from "../images.ts";
import type { ClosingCallToAction, HeroContent, IconCard, PageMeta } from "./types.ts";

export type TradingStepTitle = "Quality Sourcing" | "Quality Assurance" | "Timely Delivery";

export interface TradingStep extends IconCard {
  step: number;
  title: TradingStepTitle;
}

export interface ProductsPage {
  meta: PageMeta;
  hero: HeroContent;
  catalogueSection: { heading: string; intro: string };
  tradingProcess: {
    heading: string;
    intro: string;
    steps: readonly [TradingStep, TradingStep, TradingStep];
  };
  /** Product category detail page. */
  detail: {
    heroSubtitle: "Quality Industrial Products";
    quote: { heading: string; text: string };
  };
  closing: ClosingCallToAction;
}

export const productsPage: ProductsPage = {
  meta: {
    title: "Our Products",
    description:
      "Browse motors, fasteners, tools, electrical items, pneumatics, transmitters, pumps, material handling, packaging and test instruments.",
  },
  hero: {
    title: "Our Products",
    subtitle: "Genuine industrial products for every part of your plant",
    description:
      "Eleven product groups sourced from authorised manufacturers, with test certificates, fair prices and dependable delivery.",
    imageUrl: heroImages.products.src,
    imageAlt: heroImages.products.alt,
  },
  catalogueSection: {
    heading: "Product Categories",
    intro: "Open a category to see its products, then send an inquiry for the items you need.",
  },
  tradingProcess: {
    heading: "Our Trading Process",
    intro:
      "Three steps that make sure you receive the right product, in the right condition, at the right time.",
    steps: [
      {
        step: 1,
        title: "Quality Sourcing",
        description:
          "We buy from authorised distributors and established manufacturers, match your specification line by line and suggest proven equivalents when lead times matter.",
        icon: "PackageSearch",
      },
      {
        step: 2,
        title: "Quality Assurance",
        description:
          "Goods are checked against the order for make, rating and quantity, and travel with test certificates, warranty cards and GST-compliant invoices.",
        icon: "ShieldCheck",
      },
      {
        step: 3,
        title: "Timely Delivery",
        description:
          "Orders are packed for the journey, consolidated where possible and dispatched with tracking, so they reach your stores on the promised date.",
        icon: "Truck",
      },
    ],
  },
  detail: {
    heroSubtitle: "Quality Industrial Products",
    quote: {
      heading: "Request Quote",
      text: "Need prices, makes or lead times for several items? Add them to your quote list below and send it with quantities and your RFQ, or call our sales desk.",
    },
  },
  closing: {
    heading: "Can't Find What You Need?",
    text: "Our catalogue shows the items we supply most often. Send your requirement and we will source it for you.",
    cta: { text: "Contact Us", link: "/contact" },
  },
};
