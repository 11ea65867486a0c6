/**
 * `npm run screenshots:admin -- LABEL`: every back-office screen at 1280 and 375 px, as the
 * owner sees it, into docs/design/admin/{screen}-{width}-{LABEL}.jpg for docs/design.md.
 *
 * Runs against a site that is already up (SITE_URL, default http://localhost:3000) with the
 * owner's ADMIN_EMAIL and ADMIN_PASSWORD, so the same script can photograph an older build for
 * a before-and-after. A screen the site does not have (a 404) is skipped and said so.
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { chromium, type Page } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../tests/support/chromium.ts";

const label = process.argv[2] ?? "after";
const site = (process.env.SITE_URL ?? "http://localhost:3000").replace(/\/$/, "");
const email = process.env.ADMIN_EMAIL ?? "admin@example.com";
const password = process.env.ADMIN_PASSWORD;
const outDir = process.env.SHOTS_DIR ?? "docs/design/admin";
if (!password) {
  console.error("ADMIN_PASSWORD is required: the owner's password on that site.");
  process.exit(1);
}

/** Screen name → path; `{lead}` and `{product}` are the first of each the lists link to. */
const ADMIN_SCREENS: Record<string, string> = {
  dashboard: "/admin",
  leads: "/admin/leads",
  lead: "{lead}",
  inquiries: "/admin/inquiries",
  "service-inquiries": "/admin/service-inquiries",
  contacts: "/admin/contacts",
  "quote-requests": "/admin/quote-requests",
  templates: "/admin/leads/templates",
  products: "/admin/products",
  "product-new": "/admin/products/new",
  "product-edit": "{product}",
  "catalogue-import": "/admin/products/import",
  projects: "/admin/projects",
  media: "/admin/media",
  site: "/admin/site",
  "site-company": "/admin/site/company",
  "site-home": "/admin/site/home",
  "site-history": "/admin/site/history",
  team: "/admin/team",
  audit: "/admin/audit",
  privacy: "/admin/privacy",
  backups: "/admin/backups",
  account: "/admin/account",
};

/** The href of the first link on `listPath` that matches, or null. */
async function firstLink(page: Page, listPath: string, pattern: RegExp): Promise<string | null> {
  await page.goto(`${site}${listPath}`);
  for (const href of await page
    .locator("a[href]")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? "")))
    if (pattern.test(href)) return href;
  return null;
}

const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_FLAGS,
});
try {
  mkdirSync(outDir, { recursive: true });
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${site}/admin/login`);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Login" }).click();
  await page.waitForURL((url) => !url.pathname.startsWith("/admin/login"));

  const found = {
    "{lead}": await firstLink(page, "/admin/leads", /^\/admin\/leads\/[^/]+\/[^/]+$/),
    "{product}": await firstLink(page, "/admin/products", /^\/admin\/products\/edit\//),
  };
  for (const [name, pattern] of Object.entries(ADMIN_SCREENS)) {
    const path = pattern in found ? found[pattern as keyof typeof found] : pattern;
    if (!path) {
      console.log(`${name}: nothing to open on this site, skipped`);
      continue;
    }
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 1800 });
      const response = await page.goto(`${site}${path}`);
      if (response?.status() === 404) {
        console.log(`${name}: ${path} is not a screen of this site, skipped`);
        break;
      }
      await page.waitForLoadState("networkidle");
      // The first 1800 px as a window that tall shows them: sticky bars sit where a person
      // sees them, which a full-page capture of a shorter window would not show.
      const height = Math.min(1800, await page.evaluate(() => document.body.scrollHeight));
      await page.setViewportSize({ width, height });
      const file = join(outDir, `${name}-${width}-${label}.jpg`);
      await page.screenshot({ path: file, type: "jpeg", quality: 70 });
      console.log(`${name} ${width}px → ${file}`);
    }
  }
} finally {
  await browser.close();
}
