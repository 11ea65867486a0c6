import { expect, test, type Locator, type Page } from "@playwright/test";
import { formatDateTime } from "../../../app/utils/format-date.ts";
import { signIn, unique, asVisitor } from "./support.ts";

/**
 * Every list that shows a lead's date shows its time of day too, in Indian English and in the
 * viewer's zone, without a hydration mismatch (docs/decisions/035).
 */
const VIEWER_ZONE = "Asia/Kolkata";
const INDIAN_ENGLISH = /^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} [ap]m$/;

test.use({ timezoneId: VIEWER_ZONE });

function watchHydration(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && /hydrat|did not match/i.test(message.text()))
      problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  return problems;
}

/** The first date in `scope` reads as the viewer's wall clock, with the time of day. */
async function expectViewerDateTime(scope: Locator) {
  const time = scope.locator("time").first();
  await expect(time).not.toHaveText(/UTC/);
  const iso = await time.getAttribute("datetime");
  expect(iso).toBeTruthy();
  const text = (await time.textContent()) ?? "";
  expect(text).toMatch(INDIAN_ENGLISH);
  expect(text).toBe(formatDateTime(iso!, { zone: VIEWER_ZONE }));
}

let name: string;
test.beforeEach(async ({ page, baseURL }) => {
  name = unique("Dated Karan");
  await asVisitor(baseURL!, (visitor) => visitor.contact({ name }));
  await signIn(page, baseURL!);
});

for (const width of [1280, 375]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test("the leads list and the contact inbox show date and time", async ({ page }) => {
      const problems = watchHydration(page);
      for (const path of ["/admin/leads", "/admin/contacts"]) {
        await page.goto(path);
        const row = (width >= 768 ? page.getByRole("row") : page.getByRole("listitem")).filter({
          hasText: name,
        });
        await expectViewerDateTime(row);
      }
      expect(problems).toEqual([]);
    });
  });
}

test("the dashboard's latest leads and the lead page's timeline show date and time", async ({
  page,
}) => {
  const problems = watchHydration(page);
  await page.goto("/admin");
  const latest = page.getByRole("region", { name: "Latest leads" });
  await expectViewerDateTime(latest.getByRole("listitem").filter({ hasText: name }));
  await latest.getByRole("link", { name }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  const received = page
    .getByRole("list", { name: "Timeline" })
    .getByRole("listitem")
    .filter({ hasText: /received/i });
  await expectViewerDateTime(received);
  expect(problems).toEqual([]);
});
