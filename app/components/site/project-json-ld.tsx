import { paragraphsOf } from "~/domain/projects/paragraphs";
import type { Project } from "~/domain/projects/project-input";
import { absoluteUrl } from "~/utils/seo";
import { breadcrumbList, JsonLd, useSiteOrigin } from "./json-ld";

/**
 * A case study as schema.org data: a BreadcrumbList, and an Article whose
 * publisher and provider is the site's Organization (its @id, from organization-json-ld).
 */
export function ProjectJsonLd({ project }: { project: Project }) {
  const siteUrl = useSiteOrigin();
  const url = `${siteUrl}/projects/${encodeURIComponent(project.slug)}`;
  const organization = { "@id": `${siteUrl}/#organization` };
  const crumbs = [
    { name: "Home", item: `${siteUrl}/` },
    { name: "Projects", item: `${siteUrl}/projects` },
    { name: project.title, item: url },
  ];
  return (
    <JsonLd
      data={[
        breadcrumbList(crumbs),
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
          articleBody: [...paragraphsOf(project.body), project.outcome]
            .filter(Boolean)
            .join("\n\n"),
          about: { "@type": "Thing", name: project.clientIndustry },
          contentLocation: { "@type": "Place", name: project.location },
          temporalCoverage: String(project.year),
          author: organization,
          publisher: organization,
          provider: organization,
        },
      ]}
    />
  );
}
