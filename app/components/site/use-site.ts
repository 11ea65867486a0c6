import { useRouteLoaderData } from "react-router";
import { company as seedCompany } from "~/content/company";
import type { CompanyContent } from "~/domain/site/company-schema";

/** What every public page's frame shows: from the root loader (app/root.tsx). */
export interface SiteChrome {
  company: CompanyContent;
  footer: { blurb: string };
  /** True while signed-in staff look at the unpublished draft (?preview=draft). */
  preview: boolean;
}

/**
 * The published (or previewed) company details. The fallback is only for a
 * render without the root loader's data (an error before it ran); it is the
 * seed, so the page still names the company.
 */
export function useSite(): SiteChrome {
  const root = useRouteLoaderData<{ site?: SiteChrome }>("root");
  return root?.site ?? FALLBACK;
}

const FALLBACK: SiteChrome = {
  company: {
    name: seedCompany.name,
    legalName: seedCompany.legalName,
    shortName: seedCompany.shortName,
    tagline: seedCompany.tagline,
    logoUrl: "",
    lightLogoUrl: "",
    foundedYear: seedCompany.foundedYear,
    address: { ...seedCompany.address },
    map: { source: "address", link: "" },
    phones: seedCompany.phones.map((p) => ({ label: p.label, number: p.display })),
    emails: seedCompany.emails.map((e) => ({ ...e })),
    whatsapp: "",
    gstin: "",
    registrations: [],
    certifications: [],
    businessHours: seedCompany.businessHours,
    social: [seedCompany.social.linkedin, seedCompany.social.instagram],
    seoImageUrl: "",
    grievanceOfficer: { ...seedCompany.grievanceOfficer },
  },
  footer: { blurb: seedCompany.blurb },
  preview: false,
};
