import { company } from "../company.ts";
import { heroImages } from "../images.ts";
import type {
  CallToAction,
  ClosingCallToAction,
  HeroContent,
  IconCard,
  PageMeta,
} from "./types.ts";

/** A home service card ('Service card'). */
export interface HomeServiceCard extends IconCard {
  link: string;
}

export interface Testimonial {
  quote: string;
  author: string;
  role: string;
  company: string;
  avatarUrl?: string;
}

export interface HomePage {
  meta: PageMeta;
  hero: HeroContent;
  servicesSection: { heading: string; intro: string };
  serviceCards: readonly HomeServiceCard[];
  excellence: {
    heading: "Engineering Excellence Since 2022";
    paragraphs: readonly string[];
    highlights: readonly string[];
    primaryCTA: CallToAction;
    secondaryCTA: CallToAction;
  };
  testimonialsSection: { heading: string; intro: string };
  testimonials: readonly [Testimonial, Testimonial, Testimonial];
  closing: ClosingCallToAction;
}

export const homePage: HomePage = {
  meta: {
    title: "Industrial Engineering & Trading in Vadodara",
    description:
      "Project planning, industrial trading, erection and commissioning, maintenance and logistics for plants across Gujarat, from Vadodara.",
  },
  hero: {
    title: "Engineering Solutions That Keep Industry Moving",
    subtitle: `${company.name}, Vadodara`,
    description:
      "We plan, supply, install and maintain the equipment behind your production line, so your teams can focus on output, quality and safety.",
    primaryCTA: { text: "Explore Our Services", link: "/services" },
    secondaryCTA: { text: "Contact Us", link: "/contact" },
    imageUrl: heroImages.home.src,
    imageAlt: heroImages.home.alt,
  },
  servicesSection: {
    heading: "What We Do",
    intro:
      "Multi-disciplinary engineering support for manufacturing plants, process industries and infrastructure projects.",
  },
  serviceCards: [
    {
      title: "Mechanical Engineering",
      description:
        "Erection, alignment and overhaul of pumps, gearboxes, conveyors, compressors and rotating equipment, with documented test results.",
      icon: "Cog",
      link: "/services/maintenance",
    },
    {
      title: "Electrical Engineering",
      description:
        "LT panels, motor control centres, cabling, earthing and lighting, installed and tested to IS standards and inspectorate requirements.",
      icon: "Zap",
      link: "/services/installation",
    },
    {
      title: "Civil Engineering",
      description:
        "Equipment foundations, pipe racks, structural steel sheds and plant civil works, coordinated with mechanical and electrical schedules.",
      icon: "Building",
      link: "/services/project-planning",
    },
    {
      title: "Consulting",
      description:
        "Feasibility studies, energy and reliability audits, vendor evaluation and technical due diligence for expansion and upgrade decisions.",
      icon: "Lightbulb",
      link: "/services/project-planning",
    },
  ],
  excellence: {
    heading: "Engineering Excellence Since 2022",
    paragraphs: [
      `${company.name} was founded in Vadodara in 2022 by engineers who had spent years on plant floors and project sites across Gujarat. We saw clients juggling separate contractors for planning, supplies, installation and upkeep, and losing time at every hand-off.`,
      "Today one team covers the whole life of your equipment: we plan the project, source genuine products, erect and commission the plant, keep it running and move the materials it needs. One accountable partner, one set of records, fewer surprises.",
    ],
    highlights: [
      "Qualified engineers and supervisors on every site",
      "Genuine products from authorised sources",
      "Documented safety practices and permit-to-work discipline",
      "Support across Gujarat and western India",
    ],
    primaryCTA: { text: "About Us", link: "/about" },
    secondaryCTA: { text: "Talk to an Engineer", link: "/contact" },
  },
  testimonialsSection: {
    heading: "What Our Clients Say",
    intro: "Plant heads, maintenance managers and buyers who rely on us every week.",
  },
  testimonials: [
    {
      quote:
        "They erected and commissioned our new cooling water pump house two days ahead of the shutdown plan. The alignment reports and test sheets were ready at handover, which made our internal audit straightforward.",
      author: "Rajesh Desai",
      role: "Plant Head",
      company: "Mahi Valley Chemicals",
    },
    {
      quote:
        "Their maintenance contract cut our motor and gearbox breakdowns noticeably in the first year. The monthly reports tell us exactly what was done and which spares to plan for.",
      author: "Priya Shah",
      role: "Maintenance Manager",
      company: "Sankheda Textile Mills",
    },
    {
      quote:
        "One purchase order for bearings, fasteners, cables and hand tools, one consolidated delivery and correct GST paperwork every time. Their trading desk has become our first call for urgent spares.",
      author: "Imran Pathan",
      role: "Purchase Lead",
      company: "Harni Auto Components",
    },
  ],
  closing: {
    heading: "Planning a Project or Facing a Breakdown?",
    text: "Tell us what you need. An engineer will call you back within one working day with next steps and a clear quotation.",
    cta: { text: "Get in Touch", link: "/contact" },
  },
};
