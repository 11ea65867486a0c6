import { expect, test } from "@playwright/test";
import { signedIn } from "./admin-api.ts";

/** A brand or client logo shows when it loads, and the name when it does not. */
test("a partner logo is drawn as an image; a missing one falls back to the name, never a broken image", async ({
  page,
  baseURL,
}) => {
  const { api, headers } = await signedIn(baseURL!);
  const site = (await (await api.get("/api/admin/site")).json()) as {
    version: number;
    content: { trust: { brands: { items: { name: string; logoUrl: string }[] } } };
  };
  const original = structuredClone(site.content.trust.brands.items);
  site.content.trust.brands.items = [
    { name: "Shown Logo Co", logoUrl: "/images/catalogue/packaging.svg" },
    { name: "Missing Logo Co", logoUrl: "/images/brands/no-such-logo.png" },
    ...original,
  ];
  const saved = await api.put("/api/admin/site", { headers, data: site });
  expect(saved.status()).toBe(200);
  try {
    // The home page hydrates when the missing logo fails (docs/decisions/098).
    await page.goto("/");
    const brands = page.getByRole("region", { name: "Brands we deal in" });
    // Logos load lazily: bring the wall into view as a visitor scrolling down would.
    await brands.scrollIntoViewIfNeeded();
    await expect(brands.getByRole("img", { name: "Shown Logo Co" })).toBeVisible();
    await expect(brands.getByText("Missing Logo Co", { exact: true })).toBeVisible();
    await expect(brands.getByRole("img", { name: "Missing Logo Co" })).toHaveCount(0);
  } finally {
    const current = (await (await api.get("/api/admin/site")).json()) as typeof site;
    current.content.trust.brands.items = original;
    await api.put("/api/admin/site", { headers, data: current });
    await api.dispose();
  }
});
