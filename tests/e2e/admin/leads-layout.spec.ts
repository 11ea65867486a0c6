import { expect, test, type Page } from "@playwright/test";
import { signIn, unique, visitorApi } from "./support.ts";

/** No back-office list is clipped at 1024 px or wider, none scrolls sideways on a phone. */
const LISTS = ["/admin/inquiries", "/admin/service-inquiries", "/admin/contacts", "/admin/leads"];
const SHOTS = process.env.LEADS_SCREENSHOTS;

async function seedLongLead(baseURL: string) {
  const visitor = await visitorApi(baseURL);
  const long = "Requirement with a long unbroken description of pumps and valves ".repeat(4);
  await visitor.productInquiry({
    name: unique("Layout Narayanswamy Venkataraman"),
    productRequirement: long,
  });
  await visitor.serviceInquiry({ name: unique("Layout Meera") });
  await visitor.contact({
    name: unique("Layout Karan"),
    subject: "A rather long subject line about a distribution partnership",
  });
  await visitor.dispose();
}

/** How far the widest table reaches past its scroll box, in px (0 when it fits). */
function tableOverflow(page: Page) {
  return page.evaluate(() =>
    Math.max(
      0,
      ...[...document.querySelectorAll("table")]
        .filter((table) => table.offsetParent !== null)
        .map(
          (table) =>
            (table.parentElement?.scrollWidth ?? 0) - (table.parentElement?.clientWidth ?? 0),
        ),
    ),
  );
}

function pageOverflow(page: Page) {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

for (const width of [1024, 1280]) {
  test.describe(`back-office lists at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });
    test.beforeEach(async ({ page, baseURL }) => {
      await seedLongLead(baseURL!);
      await signIn(page, baseURL!);
    });
    for (const path of LISTS)
      test(`${path} shows every column without clipping`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole("table")).toBeVisible();
        if (SHOTS)
          await page.screenshot({ path: `${SHOTS}/${path.split("/").pop()}-${width}.png` });
        expect(await tableOverflow(page)).toBe(0);
        expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
      });
  });
}

test.describe("back-office lists at 375 px", () => {
  test.use({ viewport: { width: 375, height: 740 } });
  test.beforeEach(async ({ page, baseURL }) => {
    await seedLongLead(baseURL!);
    await signIn(page, baseURL!);
  });
  for (const path of LISTS)
    test(`${path} is a list of cards with its actions on screen`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("table")).toBeHidden();
      const firstCard = page
        .getByRole("listitem")
        .filter({ has: page.getByRole("link") })
        .first();
      await expect(firstCard).toBeVisible();
      expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
      for (const action of await firstCard.getByRole("button").all())
        await expect(action).toBeInViewport();
      if (SHOTS)
        await page.screenshot({
          path: `${SHOTS}/${path.split("/").pop()}-375.png`,
          fullPage: true,
        });
    });
});
