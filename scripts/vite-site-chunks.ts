/**
 * Rollup `manualChunks` for the client build (docs/decisions/034-site-chunks.md).
 *
 * Left alone, Rollup splits the public site into dozens of chunks of a few hundred bytes
 * (one per icon, per small component), and a page waits for 25–30 module requests over
 * HTTP/1.1's six connections. Three groups instead:
 * - `site-shell`: everything app/root.tsx and the `_site` layout import statically. Every
 *   public page loads all of it anyway, so one chunk costs no byte and saves round trips.
 * - `site-common`: the site's own modules and icons that two or more public pages import
 *   statically. A page downloads a few KB it may not use, for far fewer requests.
 * - `ui-common`: those of them that the back office imports too (buttons, fields, icons), so
 *   a back-office screen loads them without the public pages' own components.
 * - `react`: React, React DOM and React Router. Rollup pulls a manual chunk's unassigned
 *   dependencies into it, so they need a chunk of their own or the shell would swallow them.
 * Route modules stay their own chunks (React Router loads them by route), and modules that
 * are only imported dynamically (dialogs, sonner, zod, Embla) stay lazy: they are never in
 * a static closure. What app/entry.client.tsx imports of our own goes with React too: every
 * page loads it to hydrate, and in a site chunk it would pull that chunk into the back office.
 */
import type { Rollup } from "vite";

type ManualChunkMeta = Rollup.ManualChunkMeta;

const SHELL_ENTRY = /\/app\/(root\.tsx|routes\/_site\/layout\.tsx)(\?|$)/;
const SITE_PAGE = /\/app\/routes\/_site\/(?!layout\.tsx)[^/]+\.tsx(\?|$)/;
const ROUTE_MODULE = /\/app\/(root\.tsx|routes\/)/;
const VENDOR_CORE =
  /\/node_modules\/(react|react-dom|react-router|scheduler|turbo-stream|cookie|set-cookie-parser)\/|commonjsHelpers/;
const CLIENT_ENTRY_HELPER = /\/app\/utils\/text-before-hydration\.ts$/;
const ADMIN_ROUTE = /\/app\/routes\/admin\//;
const SHAREABLE = /\/app\/(components|utils)\/|\/node_modules\/(lucide-react|clsx)\//;

interface Groups {
  shell: Set<string>;
  common: Set<string>;
  /** The part of `common` the back office reaches: closed under import, so a chunk of its own. */
  shared: Set<string>;
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

function computeGroups(meta: ManualChunkMeta): Groups {
  const ids = [...meta.getModuleIds()];
  const shell = staticClosure(
    meta,
    ids.filter((id) => SHELL_ENTRY.test(id)),
  );
  const pagesUsing = new Map<string, number>();
  for (const page of ids.filter((id) => SITE_PAGE.test(id))) {
    for (const id of staticClosure(meta, [page])) pagesUsing.set(id, (pagesUsing.get(id) ?? 0) + 1);
  }
  const common = new Set(
    [...pagesUsing]
      .filter(([id, pages]) => pages >= 2 && !shell.has(id) && SHAREABLE.test(id))
      .map(([id]) => id),
  );
  // A module whose static imports reach outside the group would drag them into the chunk
  // (react-hook-form into the home page, say): drop such modules until none is left.
  const settled = (dep: string) => common.has(dep) || shell.has(dep) || VENDOR_CORE.test(dep);
  for (let changed = true; changed;) {
    changed = false;
    for (const id of common) {
      if (!(meta.getModuleInfo(id)?.importedIds ?? []).every(settled)) {
        common.delete(id);
        changed = true;
      }
    }
  }
  const admin = staticClosure(
    meta,
    ids.filter((id) => ADMIN_ROUTE.test(id)),
  );
  const shared = new Set([...common].filter((id) => admin.has(id)));
  return { shell, common, shared };
}

export function siteChunks(id: string, meta: ManualChunkMeta): string | undefined {
  groups ??= computeGroups(meta);
  if (VENDOR_CORE.test(id) || CLIENT_ENTRY_HELPER.test(id)) return "react";
  if (ROUTE_MODULE.test(id)) return undefined;
  if (groups.shell.has(id)) return "site-shell";
  if (groups.shared.has(id)) return "ui-common";
  if (groups.common.has(id)) return "site-common";
  return undefined;
}
