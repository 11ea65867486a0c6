import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** The WCAG 2.2 AA rule set, as axe-core tags it. */
export const WCAG = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * Checks the page with axe-core and lists every violation by rule and element.
 * A toast fading in is measured at part opacity, so toasts are left out unless `toasts`
 * says they have settled; `exclude` leaves out more (a third-party frame).
 */
export async function expectAccessible(
  page: Page,
  options: { toasts?: boolean; include?: string; exclude?: string[]; tags?: string[] } = {},
) {
  // Only the violations are read: axe then skips describing every passing element, which is
  // a tenth to a fifth of its time on a page. Before the tags: `options` replaces them.
  let builder = new AxeBuilder({ page })
    .options({ resultTypes: ["violations"] })
    .withTags(options.tags ?? WCAG);
  if (options.include) builder = builder.include(options.include);
  if (!options.toasts) builder = builder.exclude("[data-sonner-toaster]");
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const results = await builder.analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
  ).toEqual([]);
}
