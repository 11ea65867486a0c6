import type { MetaDescriptor } from "react-router";
import { company } from "~/content/company";

interface MetaArgs {
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;
  location: { pathname: string };
}

export interface PageSeo {
  /** Page title without the brand; "| company name" is appended. */
  title: string;
  description: string;
  /** A site path or absolute URL of the sharing image. */
  image?: string;
  /** Use the title as is (the home page's "brand – tagline"). */
  fullTitle?: boolean;
}

const DEFAULT_IMAGE = "/images/hero/home.svg";

/** The company name and default sharing image from the root loader's site content. */
function siteFrom(matches: MetaArgs["matches"]): { name: string; seoImageUrl: string } {
  const root = matches.find((match) => match?.id === "root")?.loaderData as
    { site?: { company?: { name?: string; seoImageUrl?: string } } } | undefined;
  return {
    name: root?.site?.company?.name ?? company.name,
    seoImageUrl: root?.site?.company?.seoImageUrl ?? "",
  };
}

/** The absolute origin from the root loader (`{ siteUrl }`), else the content default. */
export function siteUrlFrom(matches: MetaArgs["matches"]): string {
  const root = matches.find((match) => match?.id === "root")?.loaderData;
  const siteUrl =
    root && typeof root === "object" && "siteUrl" in root && typeof root.siteUrl === "string"
      ? root.siteUrl
      : company.siteUrl;
  return siteUrl.replace(/\/+$/, "");
}

export function absoluteUrl(siteUrl: string, path: string): string {
  return /^https?:\/\//.test(path) ? path : `${siteUrl}${path.startsWith("/") ? "" : "/"}${path}`;
}

/**
 * One place for every public page's title, description, canonical URL and
 * sharing tags, so no page forgets one.
 */
export function pageMeta(args: MetaArgs, page: PageSeo): MetaDescriptor[] {
  const siteUrl = siteUrlFrom(args.matches);
  const site = siteFrom(args.matches);
  const title = page.fullTitle ? page.title : `${page.title} | ${site.name}`;
  const url = absoluteUrl(siteUrl, args.location.pathname);
  const image = absoluteUrl(siteUrl, page.image ?? (site.seoImageUrl || DEFAULT_IMAGE));
  return [
    { title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:title", content: title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
    { property: "og:type", content: "website" },
    { property: "og:image", content: image },
    { property: "og:site_name", content: site.name },
    { property: "og:locale", content: "en_IN" },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: page.description },
    { name: "twitter:image", content: image },
  ];
}
