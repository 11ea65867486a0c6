import type { RouteConfigEntry } from "@react-router/dev/routes";
import routes from "../../app/routes.ts";

export interface PageRoute {
  /** The full pattern, as the access policy names it: "/admin/products/:productId". */
  pattern: string;
  /** The module, relative to app/. */
  file: string;
  /** The layout module around it, if any. */
  layout?: string;
}

/** Every page of `app/routes.ts` (layouts themselves excluded), with its full pattern. */
export function pageRoutes(
  entries: RouteConfigEntry[] = routes,
  base = "",
  layout?: string,
): PageRoute[] {
  return entries.flatMap((entry) => {
    const pattern = entry.path ? `${base}/${entry.path}` : base;
    if (entry.children)
      return pageRoutes(entry.children, pattern, entry.path ? layout : entry.file);
    return [{ pattern: pattern || "/", file: entry.file, layout }];
  });
}

/** The back office's pages: those under /admin. */
export function adminPageRoutes(): PageRoute[] {
  return pageRoutes().filter(
    (route) => route.pattern === "/admin" || route.pattern.startsWith("/admin/"),
  );
}
