/**
 * The JavaScript a visitor downloads for a public page, read from the page itself: every
 * `/assets/*.js` its HTML names (the preloads and the hydration module the loader of
 * docs/decisions/074 starts after the first paint), each counted at the size of the Brotli
 * file the server sends for it (docs/decisions/033). Chunks loaded later (a dialog, the
 * toasts, zod on a submit) are not counted: the visitor does not download them to read the page.
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

/** The budget (docs/decisions/093): KB (1,024 bytes) compressed, as sent. */
export const SCRIPT_BUDGET_KB = { home: 100, page: 120 };

export interface PageScripts {
  path: string;
  files: number;
  kb: number;
}

const ASSET_SCRIPT = /\/assets\/[\w.-]+\.js\b/g;

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
): Promise<PageScripts> {
  const html = await (await fetch(`${origin}${path}`)).text();
  const urls = [...new Set(html.match(ASSET_SCRIPT) ?? [])];
  const bytes = urls.reduce((sum, url) => sum + sentBytes(clientDir, url), 0);
  return { path, files: urls.length, kb: bytes / 1024 };
}

/** The pages over their budget, each with what it weighs against what it may. */
export function overBudget(pages: PageScripts[]): string[] {
  return pages
    .map((page) => ({
      page,
      budget: page.path === "/" ? SCRIPT_BUDGET_KB.home : SCRIPT_BUDGET_KB.page,
    }))
    .filter(({ page, budget }) => page.kb > budget)
    .map(
      ({ page, budget }) =>
        `${page.path}: ${page.kb.toFixed(1)} KB of JavaScript (budget ${budget} KB)`,
    );
}
