/**
 * Renders docs/performance.md for `npm run bench:web`. The hand-written
 * analysis between the notes markers survives a re-run, so the explanation
 * of a below-target route stays next to fresh figures.
 */
import { existsSync, readFileSync } from "node:fs";
import { overBudget, SCRIPT_BUDGET_KB, type PageScripts } from "./bench-web-scripts.ts";

export interface RouteResult {
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  cls: number;
  lcpMs: number;
  jsKb: number;
  /** The scripts the page's HTML names, compressed as sent (scripts/bench-web-scripts.ts). */
  scriptKb: number;
  /** Failing weighted audits of the accessibility, best-practices and SEO categories. */
  failing: string[];
}

/** A back-office screen: its scripts and Lighthouse's accessibility score, signed in. */
export interface AdminResult extends PageScripts {
  accessibility: number;
  /** Failing weighted audits of the accessibility category. */
  failing: string[];
}

/** The performance budget (docs/performance.md). */
export const TARGETS = { performance: 98, category: 100, cls: 0.05 };

const NOTES_START = "<!-- notes:start -->";
const NOTES_END = "<!-- notes:end -->";

function keptNotes(file: string): string {
  if (!existsSync(file)) return "";
  const text = readFileSync(file, "utf8");
  const start = text.indexOf(NOTES_START);
  const end = text.indexOf(NOTES_END);
  return start >= 0 && end > start ? text.slice(start + NOTES_START.length, end).trim() : "";
}

function misses(result: RouteResult): string[] {
  const out: string[] = [];
  if (result.performance < TARGETS.performance) out.push(`performance ${result.performance}`);
  if (result.accessibility < TARGETS.category) out.push(`accessibility ${result.accessibility}`);
  if (result.bestPractices < TARGETS.category) out.push(`best practices ${result.bestPractices}`);
  if (result.seo < TARGETS.category) out.push(`SEO ${result.seo}`);
  if (result.cls >= TARGETS.cls) out.push(`CLS ${result.cls.toFixed(3)}`);
  if (overBudget([{ path: result.path, files: 0, kb: result.scriptKb }]).length)
    out.push(`JavaScript ${result.scriptKb.toFixed(1)} KB`);
  return out;
}

function adminTable(screens: AdminResult[]): string {
  const rows = screens.map(
    (s) => `| ${s.path} | ${s.files} | ${s.kb.toFixed(1)} | ${s.accessibility} |`,
  );
  const over = overBudget(screens);
  const inaccessible = screens
    .filter((s) => s.accessibility < TARGETS.category)
    .map((s) => `- Accessibility ${s.accessibility} on ${s.path}: ${s.failing.join("; ")}`);
  return `## The back office

Each screen fetched as the signed-in owner: its first-load JavaScript counted as for a public
page (Brotli as sent), budget ${SCRIPT_BUDGET_KB.admin} KB per screen, which fails the run like the public one; and
Lighthouse's accessibility category (target ${TARGETS.category}), the same mobile preset, one run.

| Screen | Scripts | KB | Accessibility |
|---|---|---|---|
${rows.join("\n")}

${over.length ? over.map((line) => `- Over: ${line}`).join("\n") : "Every screen is within its budget."}
${inaccessible.length ? inaccessible.join("\n") : `Every screen scores ${TARGETS.category} for accessibility.`}
`;
}

export function renderReport(
  results: RouteResult[],
  adminScreens: AdminResult[],
  machine: string,
  file = "docs/performance.md",
): string {
  const notes = keptNotes(file) || "_No notes yet._";
  const home = results.find((result) => result.path === "/");
  const rows = results.map(
    (r) =>
      `| ${r.path} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.cls.toFixed(3)} | ${(r.lcpMs / 1000).toFixed(2)} s | ${r.scriptKb.toFixed(1)} | ${r.jsKb.toFixed(1)} |`,
  );
  const below = results
    .map((r) => ({ r, miss: misses(r) }))
    .filter(({ miss }) => miss.length > 0)
    .map(
      ({ r, miss }) =>
        `- ${r.path}: ${miss.join(", ")}${r.failing.length ? ` (failing audits: ${r.failing.join("; ")})` : ""}`,
    );
  return `# Web performance

Measured by \`npm run bench:web\` (scripts/bench-web.ts) on ${new Date().toISOString().slice(0, 10)}.

- **Command**: \`npm run bench:web\`: a production build into \`build-bench\`, the production
  server (\`npm run serve\`: the bundled \`server/main.ts\`) on a fresh SQLite database, then Lighthouse
  ${"13"} with its default mobile preset (simulated slow 4G and 4× CPU slowdown) in headless
  Debian Chromium; each route is run \`BENCH_RUNS\` times (default 3) and the run with the
  median performance score is shown.
- **Machine**: ${machine}. No internet access: third-party requests (the map) fail.
- **Targets**: performance ≥ ${TARGETS.performance}; accessibility, best practices and
  SEO ${TARGETS.category}; CLS < ${TARGETS.cls}; JavaScript (the scripts a page's HTML names,
  Brotli as sent) ≤ ${SCRIPT_BUDGET_KB.home} KB on the home page and ≤ ${SCRIPT_BUDGET_KB.page} KB on every other: the one
  budget that fails the run (docs/decisions/093).

| Route | Performance | Accessibility | Best practices | SEO | CLS | LCP | Page scripts (KB, Brotli) | JS transferred (KB, Lighthouse) |
|---|---|---|---|---|---|---|---|---|
${rows.join("\n")}

Home page JavaScript: **${home ? home.scriptKb.toFixed(1) : "n/a"} KB** compressed (budget ${SCRIPT_BUDGET_KB.home} KB). Lighthouse's column
also counts the headers and any script a page loads after hydration.

${adminTable(adminScreens)}
## Below target

${below.length ? below.join("\n") : "Every route meets every target."}

## Notes

${NOTES_START}
${notes}
${NOTES_END}
`;
}
