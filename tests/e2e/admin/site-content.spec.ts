import { expect, test, type Page } from "@playwright/test";
import { signedIn } from "../site/admin-api.ts";
import { signIn } from "./support.ts";

/**
 * The owner edits the site in the back office. Each test puts the
 * content back (restore publishes the version it started from, and the draft
 * is discarded), so the public pages' own tests still see the seeded texts.
 */
async function adminApi(baseURL: string) {
  const { api, headers } = await signedIn(baseURL);
  return {
    version: async () =>
      ((await (await api.get("/api/admin/site")).json()) as { version: number }).version,
    restore: async (version: number) =>
      expect(
        (await api.post(`/api/admin/site/versions/${version}/restore`, { headers })).status(),
      ).toBe(200),
    discardDraft: async () => {
      await api.delete("/api/admin/site/draft", { headers });
    },
    dispose: () => api.dispose(),
  };
}

function salesNumber(page: Page) {
  return page.getByRole("group", { name: "Phones" }).getByLabel("Number").nth(1);
}

test.describe("site content in the back office", () => {
  let startVersion = 0;
  test.beforeEach(async ({ page, baseURL }) => {
    await signIn(page, baseURL!);
    const api = await adminApi(baseURL!);
    startVersion = await api.version();
    await api.dispose();
  });
  test.afterEach(async ({ baseURL }) => {
    const api = await adminApi(baseURL!);
    if ((await api.version()) !== startVersion) await api.restore(startVersion);
    await api.discardDraft();
    await api.dispose();
  });

  test("a new sales number shows in the footer, the contact page and 'Call Sales', and history restores the old one", async ({
    page,
  }) => {
    // Two saves, three public pages read back, a restore: a long walk on a busy machine.
    test.setTimeout(90_000);
    await page.goto("/admin");
    await page.getByRole("link", { name: "Site Content" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Site Content" })).toBeVisible();
    await expect(page.getByText("Phone numbers are your own")).toBeVisible();
    await page.getByRole("link", { name: "Company details" }).click();
    await salesNumber(page).fill("+91 99090 12345");
    await page.getByRole("button", { name: "Save contact" }).click();
    await expect(page.getByText(/Live on the site as version/)).toBeVisible();

    await page.goto("/contact");
    await expect(
      page.getByRole("contentinfo").getByRole("link", { name: "+91 99090 12345" }),
    ).toHaveAttribute("href", "tel:+919909012345");
    await expect(
      page.getByRole("main").getByRole("link", { name: "+91 99090 12345" }),
    ).toBeVisible();
    await page.goto("/products/prod-001");
    await expect(page.getByRole("link", { name: "Call Sales: +91 99090 12345" })).toBeVisible();

    await page.goto("/admin/site/history");
    await expect(
      page.getByText("Changed Company details › Phones 2 › Number").first(),
    ).toBeVisible();
    await page.getByRole("link", { name: new RegExp(`^Version ${startVersion}\\b`) }).click();
    await page.getByRole("button", { name: `Restore version ${startVersion}` }).click();
    await expect(page.getByText(`Version ${startVersion} is live again`)).toBeVisible();
    await page.goto("/");
    await expect(
      page.getByRole("contentinfo").getByRole("link", { name: "+91 98765 43210" }),
    ).toBeVisible();
  });

  test("a saved draft shows in the preview to staff only, never to visitors", async ({
    page,
    browser,
    baseURL,
  }) => {
    await page.goto("/admin/site/footer");
    await page.getByLabel("Blurb").fill("Draft footer text for the preview test.");
    await page.getByRole("button", { name: "Save draft" }).click();
    await expect(page.getByText("Draft saved", { exact: true })).toBeVisible();

    const preview = await page.goto("/?preview=draft");
    expect(preview?.headers()["cache-control"]).toBe("no-store");
    await expect(page.getByText("Draft footer text for the preview test.")).toBeVisible();
    await expect(
      page.getByRole("status").filter({ hasText: "Preview of the unpublished draft" }),
    ).toBeVisible();
    await page.goto("/");
    await expect(page.getByText("Draft footer text for the preview test.")).toHaveCount(0);

    const visitor = await browser.newContext({ baseURL });
    const visitorPage = await visitor.newPage();
    await visitorPage.goto("/?preview=draft");
    await expect(visitorPage.getByRole("contentinfo")).toContainText(
      "Vadtech Industrial Solutions plans",
    );
    await expect(visitorPage.getByText("Draft footer text for the preview test.")).toHaveCount(0);
    await visitor.close();
  });

  test("the second of two concurrent edits gets the conflict, keeps its input, and can publish over it", async ({
    page,
    context,
  }) => {
    const other = await context.newPage();
    await page.goto("/admin/site/company");
    await other.goto("/admin/site/company");

    await salesNumber(page).fill("+91 99111 22222");
    await page.getByRole("button", { name: "Save contact" }).click();
    await expect(page.getByText(/Live on the site as version/)).toBeVisible();

    await salesNumber(other).fill("+91 99333 44444");
    await other.getByRole("button", { name: "Save contact" }).click();
    const alert = other.getByRole("alert").filter({ hasText: "Someone else published" });
    await expect(alert).toContainText("Company details › Phones 2 › Number");
    await expect(salesNumber(other)).toHaveValue("+91 99333 44444");
    await alert.getByRole("button", { name: /Save mine over version/ }).click();
    await expect(other.getByText(/Live on the site as version/)).toBeVisible();
    await other.goto("/contact");
    await expect(
      other.getByRole("main").getByRole("link", { name: "+91 99333 44444" }),
    ).toBeVisible();
    await other.close();
  });
});
