import { samePhone } from "../site/phone.ts";
import { seedSiteContent } from "../site/seed-content.ts";
import type { SiteContent } from "../site/site-content-schema.ts";
import type { SampleContentFacts } from "./readiness-facts.ts";

/** Domains reserved for examples (RFC 2606): no one reads mail sent there. */
const SAMPLE_DOMAIN = /@(?:[a-z0-9-]+\.)*(example\.(com|org|net)|test|invalid|localhost)$/i;
const ADDRESSES = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;

export function isSampleAddress(address: string): boolean {
  return SAMPLE_DOMAIN.test(address.trim());
}

/**
 * The sample data of a fresh install that the site content still shows: the seeded
 * testimonials (by their quotes), reserved-domain addresses anywhere in the document, and the
 * seed's phone numbers among the company's, and the sample's logo while none is uploaded. Published sample case studies are counted by the
 * caller, from the projects table.
 */
export function sampleContentOf(content: SiteContent, caseStudies: number): SampleContentFacts {
  const seed = seedSiteContent();
  const seededQuotes = new Set(seed.testimonials.items.map((t) => t.quote.trim()));
  const samplePhones = seed.company.phones.map((p) => p.number);
  const phones = [
    ...content.company.phones.map((p) => p.number),
    content.company.whatsapp ?? "",
  ].filter((number) => number && samplePhones.some((sample) => samePhone(sample, number)));
  const emails = [...JSON.stringify(content).matchAll(ADDRESSES)]
    .map((match) => match[0])
    .filter(isSampleAddress);
  return {
    testimonials: content.testimonials.items.filter(
      (t) => !t.hidden && seededQuotes.has(t.quote.trim()),
    ).length,
    caseStudies,
    emails: [...new Set(emails)],
    phones: [...new Set(phones)],
    sampleLogo: !content.company.logoUrl && !content.company.lightLogoUrl,
  };
}
