/**
 * The back office's screens, one path each, with `{product}` standing for a category's id.
 * The accessibility checks and the first-load JavaScript budget both go through this list, so
 * a new screen is added once and is then both checked and measured.
 */
export const ADMIN_SCREENS = [
  "/admin",
  "/admin/leads",
  "/admin/leads/templates",
  "/admin/inquiries",
  "/admin/service-inquiries",
  "/admin/contacts",
  "/admin/quote-requests",
  "/admin/products",
  "/admin/products/new",
  "/admin/products/edit/{product}",
  "/admin/products/import",
  "/admin/projects",
  "/admin/projects/new",
  "/admin/media",
  "/admin/site",
  "/admin/site/company",
  "/admin/site/history",
  "/admin/team",
  "/admin/audit",
  "/admin/privacy",
  "/admin/privacy/retention",
  "/admin/backups",
  "/admin/account",
];

/** A screen's path for the category with this id. */
export function adminScreenPath(screen: string, productId: string): string {
  return screen.replace("{product}", productId);
}
