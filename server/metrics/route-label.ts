/**
 * The `route` label of the request metrics (docs/decisions/094): a pattern from a short fixed
 * list, never the path itself, so ids, slugs, tokens and scanners' guesses cannot grow the
 * number of series or put anything a visitor typed into the metrics. An API endpoint names
 * its declared path itself (server/api/index.ts); this maps everything else.
 */

/** The public pages without a parameter, as in app/routes.ts. */
const FIXED_PAGES = new Set([
  "/",
  "/about",
  "/services",
  "/products",
  "/contact",
  "/quote",
  "/projects",
  "/privacy",
  "/terms",
  "/search",
  "/sitemap.xml",
  "/robots.txt",
  "/catalogue.pdf",
  "/healthz",
  "/metrics",
]);

const PATTERNS: ReadonlyArray<readonly [RegExp, string]> = [
  [/^\/services\/[^/]+$/, "/services/:slug"],
  [/^\/products\/[^/]+$/, "/products/:categoryId"],
  [/^\/products\/[^/]+\/[^/]+$/, "/products/:categoryId/:itemSlug"],
  [/^\/projects\/[^/]+$/, "/projects/:slug"],
  [/^\/admin(\/.*)?$/, "/admin/*"],
  [/^\/media\/[^/]+$/, "/media/:file"],
  [/^\/assets\/.+$/, "/assets/*"],
  [/^\/api\/(openapi\.json|docs)$/, "/api/$1"],
  // An /api path no endpoint declares (a 404, or a method the path does not take).
  [/^\/api(\/.*)?$/, "/api/*"],
];

/** React Router's data request for a page: `/products.data`, and `/_root.data` for `/`. */
const DATA_SUFFIX = ".data";

export function routeLabel(pathname: string): string {
  if (pathname.endsWith(DATA_SUFFIX) && !pathname.startsWith("/api/")) {
    const page = pathname.slice(0, -DATA_SUFFIX.length);
    const label = pageLabel(page === "/_root" ? "/" : page);
    return label === "other" ? label : `${label}${DATA_SUFFIX}`;
  }
  return pageLabel(pathname);
}

function pageLabel(pathname: string): string {
  const path = pathname.length > 1 && pathname.endsWith("/") ? pathname.slice(0, -1) : pathname;
  if (FIXED_PAGES.has(path)) return path;
  for (const [pattern, label] of PATTERNS) {
    const match = pattern.exec(path);
    if (match) return label.replace("$1", match[1] ?? "");
  }
  return "other";
}
