import { serviceNames } from "../../content/company.ts";
import type { ServicePageContent, ServicesContent } from "./page-schemas.ts";
import { SERVICE_SLUGS, type ServiceSlug } from "./service-slugs.ts";

/**
 * A service as the pages render it: the stored copy plus what the route table
 * fixes (slug, path, and the short name the footer and the inquiries use).
 */
export interface ServiceView extends ServicePageContent {
  slug: ServiceSlug;
  name: string;
  path: `/services/${ServiceSlug}`;
}

export function serviceViews(services: ServicesContent): ServiceView[] {
  return SERVICE_SLUGS.map((slug) => serviceView(services, slug));
}

export function serviceView(services: ServicesContent, slug: ServiceSlug): ServiceView {
  return { ...services.pages[slug], slug, name: serviceNames[slug], path: `/services/${slug}` };
}

export function isServiceSlug(value: string): value is ServiceSlug {
  return (SERVICE_SLUGS as readonly string[]).includes(value);
}
