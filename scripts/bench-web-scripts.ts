/**
 * The JavaScript a visitor downloads for a public page, read from the page itself: every
 * `/assets/*.js` its HTML names outside the route manifest (the preloads and the hydration module the loader of
 * docs/decisions/074 starts after the first paint), each counted at the size of the Brotli
 * file the server sends for it (docs/decisions/033). Chunks loaded later (a dialog, the
 * toasts, zod on a submit) are not counted: the visitor does not download them to read the page.
 * A page that hydrates only when a picture fails (docs/decisions/098) downloads none of them: its
 * JavaScript is its inline loader, counted at its own Brotli size. The back office's screens are
 * counted the same way, fetched as the signed-in owner.
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/** The budget (docs/decisions/093): KB (1,024 bytes) compressed, as sent. */
export const SCRIPT_BUDGET_KB = { home: 100, page: 120, admin: 150 };

function budgetOf(path: string): number {
  if (path === "/") return SCRIPT_BUDGET_KB.home;
  return path.startsWith("/admin") ? SCRIPT_BUDGET_KB.admin : SCRIPT_BUDGET_KB.page;
}

export interface PageScripts {
  path: string;
  files: number;
  kb: number;
}

const ASSET_SCRIPT = /\/assets\/[\w.-]+\.js\b/g;
const ON_DEMAND_LOADER = /<script\b[^>]*\bdata-hydrate="image-failure"[^>]*>([\s\S]*?)<\/script>/;
const ROUTE_MANIFEST = "__reactRouterManifest = ";

/**
 * The page without React Router's inline route manifest: besides the page's own routes it lists
 * the root's index and layout routes (for a not-found answer without a round trip), whose
 * modules the browser fetches only on a navigation there.
 */
function withoutRouteManifest(html: string): string {
  let rest = html;
  for (let start = rest.indexOf(ROUTE_MANIFEST); start >= 0; start = rest.indexOf(ROUTE_MANIFEST)) {
    let depth = 0;
    let end = start + ROUTE_MANIFEST.length;
    for (let inString = false; end < rest.length; end++) {
      const char = rest[end];
      if (inString) {
        if (char === "\\") end++;
        else if (char === '"') inString = false;
      } else if (char === '"') inString = true;
      else if (char === "{") depth++;
      else if (char === "}" && --depth === 0) break;
    }
    rest = rest.slice(0, start) + rest.slice(end + 1);
  }
  return rest;
}

function sentBytes(clientDir: string, url: string): number {
  const file = join(clientDir, url);
  for (const candidate of [`${file}.br`, `${file}.gz`])
    if (existsSync(candidate)) return statSync(candidate).size;
  if (!existsSync(file)) throw new Error(`${url} is named by a page but not in ${clientDir}`);
  // React Router's manifest is written after the build's compression: gzipped per request.
  return gzipSync(readFileSync(file)).length;
}

export async function pageScripts(
  origin: string,
  path: string,
  clientDir: string,
  headers: Record<string, string> = {},
): Promise<PageScripts> {
  const response = await fetch(`${origin}${path}`, { headers, redirect: "manual" });
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
  const html = await response.text();
  const onDemand = ON_DEMAND_LOADER.exec(html);
  if (onDemand) {
    const loader = brotliCompressSync(onDemand[1] ?? "", {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
    });
    return { path, files: 0, kb: loader.length / 1024 };
  }
  const urls = [...new Set(withoutRouteManifest(html).match(ASSET_SCRIPT) ?? [])];
  const bytes = urls.reduce((sum, url) => sum + sentBytes(clientDir, url), 0);
  return { path, files: urls.length, kb: bytes / 1024 };
}

/** The pages over their budget, each with what it weighs against what it may. */
export function overBudget(pages: PageScripts[]): string[] {
  return pages
    .map((page) => ({ page, budget: budgetOf(page.path) }))
    .filter(({ page, budget }) => page.kb > budget)
    .map(
      ({ page, budget }) =>
        `${page.path}: ${page.kb.toFixed(1)} KB of JavaScript (budget ${budget} KB)`,
    );
}
