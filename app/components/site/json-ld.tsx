import { useRouteLoaderData } from "react-router";
import { company } from "~/content/company";
import { useNonce } from "~/utils/nonce";

/**
 * schema.org structured data. `<` is escaped so a text in
 * the data can never close the script element early.
 */
export function JsonLd({ data }: { data: Record<string, unknown> | Record<string, unknown>[] }) {
  const nonce = useNonce();
  return (
    <script
      type="application/ld+json"
      nonce={nonce || undefined}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, "\\u003c") }}
    />
  );
}

/** The site's origin for absolute URLs in structured data: SITE_URL, from the root loader. */
export function useSiteOrigin(): string {
  const root = useRouteLoaderData<{ siteUrl?: string }>("root");
  return (root?.siteUrl ?? company.siteUrl).replace(/\/+$/, "");
}

/** Home › section › this page, as schema.org's BreadcrumbList. */
export function breadcrumbList(crumbs: { name: string; item: string }[]) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      ...crumb,
    })),
  };
}
