import type { CompanyContent } from "../site/company-schema.ts";
import { formatAddress, salesPhone } from "../site/company-view.ts";
import type { CatalogueContact } from "./render-catalogue-pdf.server.ts";

/** The brochure's contact lines from the published company details. */
export function catalogueContact(siteUrl: string, company: CompanyContent): CatalogueContact {
  // The sales address when there is one (the seed's second), else the first.
  const email = company.emails.find((e) => /sales/i.test(e.label)) ?? company.emails[0];
  return {
    name: company.name,
    tagline: company.tagline,
    phone: salesPhone(company).number,
    email: email?.address ?? "",
    address: formatAddress(company.address),
    website: siteUrl.replace(/^https?:\/\//, "").replace(/\/+$/, ""),
  };
}
