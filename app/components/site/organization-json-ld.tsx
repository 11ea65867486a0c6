import { useRouteLoaderData } from "react-router";
import { company } from "~/content/company";
import { JsonLd } from "./json-ld";

/** The Organization with its address and contacts, on every public page (issue 3, item 5). */
export function OrganizationJsonLd() {
  const root = useRouteLoaderData<{ siteUrl?: string }>("root");
  const siteUrl = (root?.siteUrl ?? company.siteUrl).replace(/\/+$/, "");
  return (
    <JsonLd
      data={{
        "@context": "https://schema.org",
        "@type": "Organization",
        "@id": `${siteUrl}/#organization`,
        name: company.name,
        legalName: company.legalName,
        url: `${siteUrl}/`,
        logo: `${siteUrl}/favicon.svg`,
        foundingDate: String(company.foundedYear),
        description: company.blurb,
        address: {
          "@type": "PostalAddress",
          streetAddress: `${company.address.line1}, ${company.address.line2}`,
          addressLocality: company.address.city,
          addressRegion: company.address.state,
          postalCode: company.address.postalCode,
          addressCountry: "IN",
        },
        telephone: company.phones[0].tel,
        email: company.emails[0].address,
        contactPoint: company.phones.map((phone) => ({
          "@type": "ContactPoint",
          telephone: phone.tel,
          contactType: phone === company.salesPhone ? "sales" : "customer service",
          areaServed: "IN",
        })),
        sameAs: [company.social.linkedin.url, company.social.instagram.url],
      }}
    />
  );
}
