import { salesPhone, telHref } from "~/domain/site/company-view";
import { credentialsJsonLd } from "~/domain/site/trust-view";
import { absoluteUrl } from "~/utils/seo";
import { JsonLd, useSiteOrigin } from "./json-ld";
import { useSite } from "./use-site";

/** The Organization with its address and contacts, on every public page. */
export function OrganizationJsonLd() {
  const siteUrl = useSiteOrigin();
  const { company: site, footer } = useSite();
  const sales = salesPhone(site);
  const [firstEmail] = site.emails;
  return (
    <JsonLd
      data={{
        "@context": "https://schema.org",
        "@type": "Organization",
        "@id": `${siteUrl}/#organization`,
        name: site.name,
        legalName: site.legalName,
        url: `${siteUrl}/`,
        // A raster of at least 112 px, as search engines ask; the brand mark's 512 px icon.
        logo: absoluteUrl(siteUrl, site.logoUrl || "/icon-512.png"),
        foundingDate: String(site.foundedYear),
        description: footer.blurb,
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
        ...credentialsJsonLd(site),
        contactPoint: site.phones.map((phone) => ({
          "@type": "ContactPoint",
          telephone: telHref(phone.number),
          contactType: phone === sales ? "sales" : "customer service",
          areaServed: "IN",
        })),
        sameAs: site.social.map((profile) => profile.url),
      }}
    />
  );
}
