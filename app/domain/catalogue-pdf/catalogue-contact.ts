import type { CompanyContent } from "../site/company-schema.ts";
import { formatAddress, salesPhone } from "../site/company-view.ts";

/** Who the brochure is from: printed on the cover and at the foot of every page. */
export interface CatalogueContact {
  name: string;
  tagline: string;
  phone: string;
  email: string;
  address: string;
  /** The site's address as printed: `www.example.in`. */
  website: string;
  /** The site's origin, which every link in the brochure starts with: `https://www.example.in`. */
  siteUrl: string;
  /** Blank when the company has not given one. */
  gstin: string;
  /** The owner's uploaded logo; blank for the built-in mark (docs/decisions/068). */
  logoUrl: string;
}

/**
 * The brochure's contact lines from the published company details. `siteUrl` is the public
 * origin (SITE_URL when set), never the address a request came in on: a brochure forwarded
 * by e-mail must link to the real site, not to localhost or a proxy's inside name.
 */
export function catalogueContact(siteUrl: string, company: CompanyContent): CatalogueContact {
  // The sales address when there is one (the seed's second), else the first.
  const email = company.emails.find((e) => /sales/i.test(e.label)) ?? company.emails[0];
  const origin = siteUrl.replace(/\/+$/, "");
  return {
    name: company.name,
    tagline: company.tagline,
    phone: salesPhone(company).number,
    email: email?.address ?? "",
    address: formatAddress(company.address),
    website: origin.replace(/^https?:\/\//, ""),
    siteUrl: origin,
    gstin: company.gstin,
    logoUrl: company.logoUrl,
  };
}
