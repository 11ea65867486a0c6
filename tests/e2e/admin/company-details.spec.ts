import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";
import { signedIn } from "../site/admin-api.ts";
import { openHydrated } from "../site/page-support.ts";
import { signIn } from "./support.ts";

/**
 * The company details in cards, each saved on its own (docs/decisions/091). Each test puts
 * the content back by restoring the version it started from.
 */
let startVersion = 0;

async function siteVersion(baseURL: string): Promise<number> {
  const { api } = await signedIn(baseURL);
  const doc = (await (await api.get("/api/admin/site")).json()) as { version: number };
  await api.dispose();
  return doc.version;
}

const card = (page: Page, name: string) => page.getByRole("region", { name, exact: true });

test.describe("company details", () => {
  // Each test saves, reloads and visits the public site: more than the default half minute.
  test.setTimeout(90_000);
  test.beforeEach(async ({ page, baseURL }) => {
    await signIn(page, baseURL!);
    startVersion = await siteVersion(baseURL!);
  });
  test.afterEach(async ({ baseURL }) => {
    if ((await siteVersion(baseURL!)) === startVersion) return;
    const { api, headers } = await signedIn(baseURL!);
    const restored = await api.post(`/api/admin/site/versions/${startVersion}/restore`, {
      headers,
    });
    expect(restored.status()).toBe(200);
    await api.dispose();
  });

  test("saving one card keeps another card's unsaved edits, and both reach the site", async ({
    page,
  }) => {
    await page.goto("/admin/site/company");
    const identity = card(page, "Identity");
    const contact = card(page, "Contact");
    await identity.getByLabel("Tagline").fill("Pumps, pipes and plants for Gujarat");
    await expect(identity.getByText("Unsaved changes")).toBeVisible();
    await contact.getByLabel("Business hours").fill("Monday to Saturday, 9 AM to 6 PM IST");
    await contact.getByRole("button", { name: "Save contact" }).click();
    await expect(page.getByText("Contact saved")).toBeVisible();
    // The other card still holds what was typed, still unsaved.
    await expect(identity.getByLabel("Tagline")).toHaveValue("Pumps, pipes and plants for Gujarat");
    await expect(identity.getByText("Unsaved changes")).toBeVisible();
    await identity.getByRole("button", { name: "Save identity" }).click();
    await expect(page.getByText("Identity saved")).toBeVisible();
    await expect(identity.getByText("Unsaved changes")).toHaveCount(0);

    const site = (await (await page.request.get("/api/site")).json()) as Record<string, string>;
    expect(site.tagline).toBe("Pumps, pipes and plants for Gujarat");
    expect(site.businessHours).toBe("Monday to Saturday, 9 AM to 6 PM IST");
  });

  test("the map takes a Google Maps link, says when one cannot be read, and the contact page shows it", async ({
    page,
  }) => {
    await page.goto("/admin/site/company");
    const map = card(page, "Map");
    await expect(map.getByText("Preview of the contact page's map")).toBeVisible();
    await map.getByLabel("A place from Google Maps").check();
    const link = map.getByLabel("Google Maps link");
    await link.fill("https://maps.app.goo.gl/AbCdEf123");
    await expect(map.getByText(/This is a short share link/)).toBeVisible();
    await link.fill(
      "https://www.google.com/maps/place/Vadtech/@22.26,73.19,17z/data=!3m1!4b1!3d22.2587!4d73.1934",
    );
    await expect(map.getByText("The link points at one spot")).toBeVisible();
    await map.getByRole("button", { name: "Show the map" }).click();
    await expect(map.locator("iframe")).toHaveAttribute("src", /q=22\.2587%2C73\.1934/);
    await map.getByRole("button", { name: "Save map" }).click();
    await expect(page.getByText("Map saved")).toBeVisible();

    await openHydrated(page, "/contact");
    const region = page.getByRole("region", { name: "Find Us" });
    await region.getByRole("button", { name: "Show the map" }).click();
    await expect(region.locator("iframe")).toHaveAttribute(
      "src",
      "https://www.google.com/maps?q=22.2587%2C73.1934&z=17&output=embed",
    );
  });

  test("a dark logo is questioned before it is saved, and can be saved anyway", async ({
    page,
    baseURL,
  }) => {
    const { api, headers } = await signedIn(baseURL!);
    const dark = await sharp({
      create: { width: 400, height: 120, channels: 4, background: "#1e293b" },
    })
      .png()
      .toBuffer();
    const uploaded = await api.post("/api/admin/media", {
      headers,
      multipart: {
        file: { name: "dark-logo.png", mimeType: "image/png", buffer: dark },
        alt: "Dark logo",
      },
    });
    expect(uploaded.status()).toBe(201);
    const { url } = (await uploaded.json()) as { url: string };
    await api.dispose();

    await page.goto("/admin/site/company");
    const identity = card(page, "Identity");
    await identity.getByLabel(/^Logo \(path/).fill(url);
    await identity.getByRole("button", { name: "Save identity" }).click();
    const warning = identity.getByRole("alert");
    await expect(warning).toContainText(
      "Your logo is dark and will be hard to see on the navy header — upload a light version.",
    );
    await warning.getByRole("button", { name: "Save anyway" }).click();
    await expect(page.getByText("Identity saved")).toBeVisible();
    await page.goto("/");
    await expect(page.getByRole("banner").locator('img[data-logo="uploaded"]')).toHaveAttribute(
      "src",
      url,
    );
  });

  test("screenshots at 1280 and 375 pixels", async ({ page }) => {
    test.skip(!process.env.SCREENSHOTS, "Set SCREENSHOTS=1 to write docs/design/");
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/admin/site/company");
      await expect(card(page, "Map")).toBeVisible();
      // A window as tall as the page, so each card's sticky bar sits where it rests.
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      await page.setViewportSize({ width, height });
      await page.screenshot({ path: `test-results/company-details-${width}.png` });
    }
  });
});
