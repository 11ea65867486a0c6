import { paragraphsOf } from "../projects/paragraphs.ts";
import type { Project } from "../projects/project-input.ts";
import { absoluteUrl } from "../../utils/seo.ts";
import { breadcrumbList, organizationRef, serializeJsonLd } from "./json-ld.ts";

/**
 * A case study: a BreadcrumbList, and an Article whose author, publisher and provider is the
 * site's Organization (its @id).
 */
export function projectJsonLd(siteUrl: string, project: Project): string {
  const path = `/projects/${encodeURIComponent(project.slug)}`;
  const url = `${siteUrl}${path}`;
  const organization = organizationRef(siteUrl);
  return serializeJsonLd([
    breadcrumbList(siteUrl, [
      ["Projects", "/projects"],
      [project.title, path],
    ]),
    {
      "@context": "https://schema.org",
      "@type": "Article",
      "@id": `${url}#case-study`,
      headline: project.title,
      description: project.summary,
      url,
      mainEntityOfPage: url,
      image: project.images.map((image) => absoluteUrl(siteUrl, image)),
      datePublished: project.createdAt,
      dateModified: project.updatedAt,
      articleSection: "Projects",
      articleBody: [...paragraphsOf(project.body), project.outcome].filter(Boolean).join("\n\n"),
      about: { "@type": "Thing", name: project.clientIndustry },
      contentLocation: { "@type": "Place", name: project.location },
      temporalCoverage: String(project.year),
      author: organization,
      publisher: organization,
      provider: organization,
    },
  ]);
}
