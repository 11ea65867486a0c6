import type { CompanyContent } from "../site/company-schema.ts";
import { salesPhone, telHref } from "../site/company-view.ts";
import { absoluteUrl } from "../../utils/seo.ts";
import { serializeJsonLd, type JsonLdNode } from "./json-ld.ts";

/** The Organization with its address, contacts and credentials, on every public page. */
export function organizationJsonLd(siteUrl: string, site: CompanyContent, blurb: string): string {
  const sales = salesPhone(site);
  const [firstEmail] = site.emails;
  return serializeJsonLd({
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": `${siteUrl}/#organization`,
    name: site.name,
    legalName: site.legalName,
    url: `${siteUrl}/`,
    // A raster of at least 112 px, as search engines ask; the brand mark's 512 px icon.
    logo: absoluteUrl(siteUrl, site.logoUrl || "/icon-512.png"),
    foundingDate: String(site.foundedYear),
    description: blurb,
    address: {
      "@type": "PostalAddress",
      streetAddress: [site.address.line1, site.address.line2].filter(Boolean).join(", "),
      addressLocality: site.address.city,
      addressRegion: site.address.state,
      postalCode: site.address.postalCode,
      addressCountry: "IN",
    },
    telephone: telHref(site.phones[0]?.number ?? ""),
    email: firstEmail?.address,
    ...(site.gstin ? { taxID: site.gstin } : {}),
    ...credentials(site),
    contactPoint: site.phones.map((phone) => ({
      "@type": "ContactPoint",
      telephone: telHref(phone.number),
      contactType: phone === sales ? "sales" : "customer service",
      areaServed: "IN",
    })),
    sameAs: site.social.map((profile) => profile.url),
  });
}

/** Each registration number a PropertyValue, each certification a credential. */
function credentials(company: CompanyContent): JsonLdNode {
  return {
    ...(company.registrations.length
      ? {
          identifier: company.registrations.map(({ label, value }) => ({
            "@type": "PropertyValue",
            propertyID: label,
            value,
          })),
        }
      : {}),
    ...(company.certifications.length
      ? {
          hasCredential: company.certifications.map((name) => ({
            "@type": "EducationalOccupationalCredential",
            credentialCategory: "certification",
            name,
          })),
        }
      : {}),
  };
}
