/** The service pages, in the order the site lists them: the route table and the page copy share it. */
export const SERVICE_SLUGS = [
  "project-planning",
  "trading",
  "installation",
  "maintenance",
  "logistics",
] as const;
export type ServiceSlug = (typeof SERVICE_SLUGS)[number];
