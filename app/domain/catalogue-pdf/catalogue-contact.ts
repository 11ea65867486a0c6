import { company, formatAddress } from "../../content/company.ts";
import type { CatalogueContact } from "./render-catalogue-pdf.server.ts";

/** The brochure's contact lines from the company details the site shows. */
export function catalogueContact(siteUrl: string): CatalogueContact {
  return {
    name: company.name,
    tagline: company.tagline,
    phone: company.salesPhone.display,
    email: company.emails[1].address,
    address: formatAddress(),
    website: siteUrl.replace(/^https?:\/\//, "").replace(/\/+$/, ""),
  };
}
