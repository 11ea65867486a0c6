import { seedSiteContent } from "./seed-content.ts";
import { samePhone } from "./phone.ts";
import type { SiteContent } from "./site-content-schema.ts";

/** One thing a fresh install still shows as sample data (first-run checklist). */
export interface ChecklistItem {
  id: string;
  label: string;
  done: boolean;
  /** Where to fix it; absent when the fix is in the server's environment. */
  fixPath?: string;
  hint: string;
}

const SAMPLE_DOMAINS = /@(example\.(com|org|net)|test)$/i;

export function sampleDataChecklist(content: SiteContent, siteUrl: string): ChecklistItem[] {
  const seed = seedSiteContent();
  const samplePhones = seed.company.phones.map((p) => p.number);
  const images = [
    content.home.hero.imageUrl,
    content.about.hero.imageUrl,
    content.services.hero.imageUrl,
    content.contact.hero.imageUrl,
    ...Object.values(content.services.pages).map((page) => page.heroImageUrl),
  ];
  return [
    {
      id: "emails",
      label: "E-mail addresses are your own",
      done: !content.company.emails.some((e) => SAMPLE_DOMAINS.test(e.address)),
      fixPath: "/admin/site/company",
      hint: "The footer and contact page still show example.com addresses.",
    },
    {
      id: "phones",
      label: "Phone numbers are your own",
      done: !content.company.phones.some((p) => samplePhones.some((s) => samePhone(s, p.number))),
      fixPath: "/admin/site/company",
      hint: "'Call Sales' and the footer dial the sample numbers.",
    },
    {
      id: "logo",
      label: "A logo is set",
      done: content.company.logoUrl !== "",
      fixPath: "/admin/site/company",
      hint: "Search results and shared links show a generic icon.",
    },
    {
      id: "photos",
      label: "Page photographs replace the shipped illustrations",
      done: !images.some((src) => src.startsWith("/images/hero/")),
      fixPath: "/admin/site/home",
      hint: "Hero banners still use the blueprint illustrations.",
    },
    {
      id: "registrations",
      label: "GSTIN and registrations are your own",
      done: content.company.gstin !== seed.company.gstin,
      fixPath: "/admin/site/company",
      hint: "The footer and the about page show a sample GSTIN, CIN, Udyam number and certifications.",
    },
    {
      id: "partners",
      label: "Brands and clients are your own",
      done: !sameNames(content.trust.clients.items, seed.trust.clients.items),
      fixPath: "/admin/site/trust",
      hint: "The home and about pages name sample brands and clients.",
    },
    {
      id: "grievance-officer",
      label: "The privacy notice names your grievance officer",
      done:
        !SAMPLE_DOMAINS.test(content.company.grievanceOfficer.email) &&
        content.company.grievanceOfficer.name !== seed.company.grievanceOfficer.name,
      fixPath: "/admin/site/company",
      hint: "The privacy notice names a sample person and address for questions about personal data.",
    },
    {
      id: "site-url",
      label: "SITE_URL names your domain",
      done: !/^https?:\/\/(localhost|127\.0\.0\.1)(:|\/|$)/.test(siteUrl),
      hint: "Set SITE_URL=https://your-domain in the server's environment; links in e-mails and the sitemap use it.",
    },
  ];
}

function sameNames(a: { name: string }[], b: { name: string }[]): boolean {
  return a.length === b.length && a.every((item, index) => item.name === b[index]?.name);
}
