/**
 * Rollup `manualChunks` for the client build (docs/decisions/034-site-chunks.md).
 *
 * Left alone, Rollup splits the public site into dozens of chunks of a few hundred bytes
 * (one per icon, per small component), and a page waits for 25–30 module requests over
 * HTTP/1.1's six connections. Three groups instead:
 * - `app-shell`: what app/root.tsx imports statically; every page, public or back office,
 *   loads it.
 * - `site-shell`: the rest of what the `_site` layout imports statically, and what every
 *   public page module imports (the meta helpers). Every public page loads all of it anyway,
 *   so one chunk costs no byte and saves round trips; the back office never loads it.
 * - `site-common`: the site's own modules and icons that several public pages import
 *   statically (SITE_SHARED_MIN). A page downloads a few KB it may not use, for far fewer
 *   requests.
 * - `ui-common`: those of them, and of the shell, that the back office imports too (buttons,
 *   fields, icons), so a back-office screen loads them without the public pages' own
 *   components.
 * - `admin-icons`: the icons only the back office imports. Imported by their own modules
 *   (scripts/vite-icon-imports.ts), they would otherwise be a request each.
 * - `react`: React, React DOM and React Router. Rollup pulls a manual chunk's unassigned
 *   dependencies into it, so they need a chunk of their own or the shell would swallow them.
 * Route modules stay their own chunks (React Router loads them by route), and modules that
 * are only imported dynamically (dialogs, sonner, zod, Embla) stay lazy: they are never in
 * a static closure. What app/entry.client.tsx imports of our own goes with React too: every
 * page loads it to hydrate, and in a site chunk it would pull that chunk into the back office.
 */
import type { Rollup } from "vite";

type ManualChunkMeta = Rollup.ManualChunkMeta;

const ROOT_ENTRY = /\/app\/root\.tsx(\?|$)/;
const SITE_LAYOUT = /\/app\/routes\/_site\/layout\.tsx(\?|$)/;
const SITE_PAGE = /\/app\/routes\/_site\/(?!layout\.tsx)[^/]+\.tsx(\?|$)/;
const ROUTE_MODULE = /\/app\/(root\.tsx|routes\/)/;
const VENDOR_CORE =
  /\/node_modules\/(react|react-dom|react-router|scheduler|turbo-stream|cookie|set-cookie-parser)\/|commonjsHelpers/;
const CLIENT_ENTRY_HELPER = /\/app\/utils\/text-before-hydration\.ts$/;
const ADMIN_ROUTE = /\/app\/routes\/admin\//;
/** A public pages' module joins `ui-common` when at least this many back-office screens use it. */
const ADMIN_SHARED_MIN = 4;
/**
 * A module joins `site-common` when at least this many of the fifteen public page modules import
 * it. At two, every page downloaded the search's, the quote's and the legal pages' components
 * with its own; at six each page sends 4–8 KB less for about as many requests (decision 096).
 */
const SITE_SHARED_MIN = 6;
const SHAREABLE = /\/app\/(components|utils)\/|\/node_modules\/(lucide-react|clsx)\//;
const ICON = /\/node_modules\/lucide-react\/dist\/esm\/icons\//;

interface Groups {
  root: Set<string>;
  shell: Set<string>;
  common: Set<string>;
  /** The part of `common` the back office reaches: closed under import, so a chunk of its own. */
  shared: Set<string>;
  /** Icons no public page imports: the back office's, one chunk rather than a request each. */
  adminIcons: Set<string>;
}
let groups: Groups | undefined;

function staticClosure(meta: ManualChunkMeta, entries: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length > 0) {
    const id = queue.pop() as string;
    if (seen.has(id)) continue;
    seen.add(id);
    const info = meta.getModuleInfo(id);
    if (info) queue.push(...info.importedIds);
  }
  return seen;
}

/** How many of `entries` reach each module by static imports. */
function usage(meta: ManualChunkMeta, entries: string[]): Map<string, number> {
  const using = new Map<string, number>();
  for (const entry of entries) {
    for (const id of staticClosure(meta, [entry])) using.set(id, (using.get(id) ?? 0) + 1);
  }
  return using;
}

function computeGroups(meta: ManualChunkMeta): Groups {
  const ids = [...meta.getModuleIds()];
  const root = staticClosure(
    meta,
    ids.filter((id) => ROOT_ENTRY.test(id)),
  );
  const layout = staticClosure(
    meta,
    ids.filter((id) => SITE_LAYOUT.test(id)),
  );
  const screensUsing = usage(
    meta,
    ids.filter((id) => ADMIN_ROUTE.test(id)),
  );
  const admin = new Set(screensUsing.keys());
  const pages = ids.filter((id) => SITE_PAGE.test(id));
  const pagesUsing = usage(meta, pages);
  // What every public page imports (its meta's helpers) is shell too: every page loads both.
  const everyPage = [...pagesUsing].filter(([, count]) => count === pages.length).map(([id]) => id);
  const shell = new Set(
    [...layout, ...everyPage].filter(
      (id) => !root.has(id) && !admin.has(id) && !SITE_PAGE.test(id),
    ),
  );
  // A module a few back-office screens share with the public pages (the content icons, say)
  // is left to Rollup rather than put where every screen would load it.
  const common = new Set(
    [...pagesUsing]
      .filter(
        ([id, pages]) =>
          pages >= SITE_SHARED_MIN && !shell.has(id) && !root.has(id) && SHAREABLE.test(id),
      )
      .filter(([id]) => (screensUsing.get(id) ?? ADMIN_SHARED_MIN) >= ADMIN_SHARED_MIN)
      .map(([id]) => id),
  );
  // A module whose static imports reach outside the group would drag them into the chunk
  // (react-hook-form into the home page, say): drop such modules until none is left.
  const settled = (dep: string) =>
    common.has(dep) || layout.has(dep) || root.has(dep) || VENDOR_CORE.test(dep);
  for (let changed = true; changed;) {
    changed = false;
    for (const id of common) {
      if (!(meta.getModuleInfo(id)?.importedIds ?? []).every(settled)) {
        common.delete(id);
        changed = true;
      }
    }
  }
  // The layout's modules the back office imports too join them: closed under import, since
  // the layout's closure and the back office's both are.
  const shared = new Set(
    [...common, ...layout].filter((id) => admin.has(id) && !root.has(id) && !VENDOR_CORE.test(id)),
  );
  const adminIcons = new Set(
    [...admin].filter(
      (id) => ICON.test(id) && !pagesUsing.has(id) && !layout.has(id) && !root.has(id),
    ),
  );
  return { root, shell, common, shared, adminIcons };
}

export function siteChunks(id: string, meta: ManualChunkMeta): string | undefined {
  groups ??= computeGroups(meta);
  if (VENDOR_CORE.test(id) || CLIENT_ENTRY_HELPER.test(id)) return "react";
  if (ROUTE_MODULE.test(id)) return undefined;
  if (groups.root.has(id)) return "app-shell";
  if (groups.shell.has(id)) return "site-shell";
  if (groups.shared.has(id)) return "ui-common";
  if (groups.common.has(id)) return "site-common";
  if (groups.adminIcons.has(id)) return "admin-icons";
  return undefined;
}
