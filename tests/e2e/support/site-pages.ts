/** The public pages the site-wide checks visit (every service, the projects and one project). */
export const SERVICE_PAGES = [
  "/services/project-planning",
  "/services/trading",
  "/services/installation",
  "/services/maintenance",
  "/services/logistics",
];

export const PROJECT_PAGES = ["/projects", "/projects/transfer-pump-skid-dahej"];
