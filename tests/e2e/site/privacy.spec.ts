import { expect, test, type Locator, type Page } from "@playwright/test";
import { openHydrated } from "./page-support.ts";

/** docs/decisions/090: the privacy notice, linked from everywhere a visitor gives their data. */

async function expectNoticeLink(scope: Locator) {
  await expect(scope.getByText("We use these details only to answer you —")).toBeVisible();
  await expect(scope.getByRole("link", { name: "privacy notice" })).toHaveAttribute(
    "href",
    "/privacy",
  );
}

/** Every request the page makes to a host other than the site's own. */
function thirdPartyRequests(page: Page, origin: string): string[] {
  const seen: string[] = [];
  page.on("request", (request) => {
    if (!request.url().startsWith(origin) && !request.url().startsWith("data:"))
      seen.push(request.url());
  });
  return seen;
}

test.describe("privacy notice", () => {
  test("the footer links the notice and the terms on every page, and the notice says it all", async ({
    page,
  }) => {
    await page.goto("/");
    const legal = page.getByRole("contentinfo").getByRole("navigation", { name: "Legal" });
    await legal.getByRole("link", { name: "Privacy notice" }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.getByRole("heading", { level: 1, name: "Privacy Notice" })).toBeVisible();
    const main = page.getByRole("main");
    for (const heading of [
      "What we collect, and why",
      "Who receives it",
      "How long we keep it",
      "Your rights",
      "Cookies",
      "Questions and complaints",
    ])
      await expect(main.getByRole("heading", { level: 2, name: heading })).toBeVisible();
    // The periods come from the settings, the cookies from the code, the officer from the company.
    await expect(main.getByText("30 days", { exact: true })).toBeVisible();
    await expect(main.getByText("36 months after our last contact with you")).toBeVisible();
    await expect(main.locator("code", { hasText: "XSRF-TOKEN" })).toBeVisible();
    await expect(main.getByRole("link", { name: "privacy@example.com" })).toBeVisible();
    await expect(main.getByText("Meera Joshi")).toBeVisible();

    await page.setViewportSize({ width: 1280, height: 800 });
    await page.screenshot({ path: "test-results/privacy-notice-1280.png", fullPage: true });
    await page.setViewportSize({ width: 375, height: 800 });
    await page.screenshot({ path: "test-results/privacy-notice-375.png", fullPage: true });

    await page.getByRole("contentinfo").getByRole("link", { name: "Terms of use" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Terms of Use" })).toBeVisible();
  });

  test("every form says what the details are for, beside its submit button", async ({ page }) => {
    await page.goto("/contact");
    await expectNoticeLink(page.getByRole("region", { name: "Send Us a Message" }));
    await page.setViewportSize({ width: 375, height: 800 });
    await page
      .getByRole("region", { name: "Send Us a Message" })
      .screenshot({ path: "test-results/privacy-contact-form-375.png" });
    await page.setViewportSize({ width: 1280, height: 800 });

    await openHydrated(page, "/services/maintenance");
    await page.getByRole("button", { name: "Inquire Now" }).click();
    await expectNoticeLink(page.getByRole("dialog", { name: "Inquire about Maintenance" }));

    await openHydrated(page, "/products/prod-001");
    await page.getByRole("button", { name: "Inquire about Geared Motors" }).click();
    const dialog = page.getByRole("dialog", { name: "Inquire about Geared Motors" });
    await expectNoticeLink(dialog);
    await dialog.screenshot({ path: "test-results/privacy-product-dialog-1280.png" });
    await dialog.getByRole("link", { name: "privacy notice" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Privacy Notice" })).toBeVisible();
  });

  test("the contact page contacts Google only once the visitor asks for the map", async ({
    page,
    baseURL,
  }) => {
    // The machine has no internet: answer Google's frame locally, and note every request.
    await page.route("https://www.google.com/**", (route) =>
      route.fulfill({ contentType: "text/html", body: "<p>map</p>" }),
    );
    const outside = thirdPartyRequests(page, baseURL!);
    await openHydrated(page, "/contact");
    const map = page.getByRole("region", { name: "Find Us" });
    await map.scrollIntoViewIfNeeded();
    await page.waitForLoadState("networkidle");
    expect(outside).toEqual([]);
    await expect(map.locator("iframe")).toHaveCount(0);
    await expect(map.getByRole("link", { name: /Open in Google Maps/ })).toHaveAttribute(
      "href",
      /^https:\/\/www\.google\.com\/maps/,
    );
    await map.screenshot({ path: "test-results/privacy-map-before-1280.png" });

    await map.getByRole("button", { name: "Show the map" }).click();
    const frame = map.locator("iframe");
    await expect(frame).toHaveAttribute("src", /^https:\/\/www\.google\.com\/maps/);
    await expect(frame).toBeFocused();
    await expect
      .poll(() => outside.some((url) => url.startsWith("https://www.google.com/")))
      .toBe(true);
  });
});

test.describe("without scripts", () => {
  test.use({ javaScriptEnabled: false });

  test("the map is a link to Google Maps, and the forms still name the notice", async ({
    page,
  }) => {
    await page.goto("/contact");
    const map = page.getByRole("region", { name: "Find Us" });
    await expect(map.locator("iframe")).toHaveCount(0);
    await expect(map.getByRole("button", { name: "Show the map" })).toHaveCount(0);
    await expect(map.getByRole("link", { name: /Open in Google Maps/ })).toBeVisible();
    await expectNoticeLink(page.getByRole("region", { name: "Send Us a Message" }));
  });
});
