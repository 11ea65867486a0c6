import { company } from "../../content/company.ts";
import { heroImages } from "../../content/images.ts";
import { aboutPage } from "../../content/pages/about.ts";
import { contactPage } from "../../content/pages/contact.ts";
import { privacyPage } from "../../content/pages/privacy.ts";
import { termsPage } from "../../content/pages/terms.ts";
import { homePage } from "../../content/pages/home.ts";
import { servicePageClosing, servicesPage } from "../../content/pages/services.ts";
import { services } from "../../content/services.ts";
import { registrations, trustPage } from "../../content/trust.ts";
import type { ServicePageContent } from "./page-schemas.ts";
import type { ServiceSlug } from "./service-slugs.ts";
import { siteContentSchema, type SiteContent } from "./site-content-schema.ts";

/**
 * The first version of the site content: today's app/content modules, so a
 * fresh install looks exactly as before (docs/decisions/045).
 */
export function seedSiteContent(): SiteContent {
  const pages = Object.fromEntries(
    services.map((service) => [
      service.slug,
      {
        pageTitle: service.pageTitle,
        summary: service.summary,
        heroSubtitle: service.heroSubtitle,
        heroImageUrl: heroImages[service.slug].src,
        heroImageAlt: heroImages[service.slug].alt,
        description: [...service.description],
        capabilities: [...service.capabilities],
        icon: service.icon,
        seoDescription: service.seoDescription,
        productGroups: [...(service.productGroups ?? [])],
        solutions: (service.solutions ?? []).map((s) => ({ ...s })),
      } satisfies ServicePageContent,
    ]),
  ) as Record<ServiceSlug, ServicePageContent>;
  const content: SiteContent = {
    company: {
      name: company.name,
      legalName: company.legalName,
      shortName: company.shortName,
      tagline: company.tagline,
      logoUrl: "",
      lightLogoUrl: "",
      foundedYear: company.foundedYear,
      address: { ...company.address },
      // The map shows the address until the owner pastes a Google Maps link (decision 091).
      map: { source: "address", link: "" },
      // The sales mobile is the one 'Call Sales' dials: it is the phone labelled "Sales…".
      phones: company.phones.map((p) => ({ label: p.label, number: p.display })),
      emails: company.emails.map((e) => ({ ...e })),
      whatsapp: "",
      gstin: registrations.gstin,
      registrations: registrations.others.map((r) => ({ ...r })),
      certifications: [...registrations.certifications],
      businessHours: company.businessHours,
      social: [company.social.linkedin, company.social.instagram].map((s) => ({ ...s })),
      seoImageUrl: "",
      grievanceOfficer: { ...company.grievanceOfficer },
    },
    home: {
      meta: { ...homePage.meta },
      hero: {
        title: homePage.hero.title,
        subtitle: homePage.hero.subtitle,
        description: homePage.hero.description ?? "",
        imageUrl: homePage.hero.imageUrl,
        imageAlt: homePage.hero.imageAlt,
        primaryCTA: { ...homePage.hero.primaryCTA! },
        secondaryCTA: { ...homePage.hero.secondaryCTA! },
      },
      servicesSection: { ...homePage.servicesSection },
      serviceCards: homePage.serviceCards.map((c) => ({ ...c })),
      excellence: {
        ...homePage.excellence,
        paragraphs: [...homePage.excellence.paragraphs],
        highlights: [...homePage.excellence.highlights],
      },
      closing: structuredClone(homePage.closing),
    },
    about: structuredClone({
      ...aboutPage,
      hero: { ...aboutPage.hero, description: aboutPage.hero.description ?? "" },
    }) as SiteContent["about"],
    services: {
      meta: { ...servicesPage.meta },
      hero: { ...servicesPage.hero, description: servicesPage.hero.description ?? "" },
      section: { ...servicesPage.section },
      learnMoreButton: servicesPage.learnMoreButton,
      closing: structuredClone(servicesPage.closing),
      pageClosing: structuredClone(servicePageClosing),
      pages,
    },
    contact: structuredClone({
      ...contactPage,
      hero: { ...contactPage.hero, description: contactPage.hero.description ?? "" },
    }),
    testimonials: {
      heading: homePage.testimonialsSection.heading,
      intro: homePage.testimonialsSection.intro,
      items: homePage.testimonials.map((t) => ({
        quote: t.quote,
        author: t.author,
        role: t.role,
        company: t.company,
        hidden: false,
      })),
    },
    trust: structuredClone(trustPage),
    footer: { blurb: company.blurb },
    privacy: structuredClone(privacyPage),
    terms: structuredClone(termsPage),
  };
  // Parsed so the seed is held to the same rules as every later save.
  return siteContentSchema.parse(content);
}
