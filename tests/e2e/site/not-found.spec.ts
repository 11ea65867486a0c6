import { expect, test } from "@playwright/test";
import { waitForHydration } from "./page-support";

test.describe("not found", () => {
  test("an unknown path answers 404 with the screen, a way home and the path logged", async ({
    page,
  }) => {
    const messages: string[] = [];
    page.on("console", (message) => messages.push(message.text()));
    const response = await page.goto("/no/such/page");
    expect(response?.status()).toBe(404);
    await expect(page.getByText("404", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible();
    await waitForHydration(page);
    await expect
      .poll(() => messages)
      .toContain("404 Error: User attempted to access non-existent route: /no/such/page");
    // The site shell is still there.
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
    await page.getByRole("main").getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("the server renders the screen before any script runs", async ({ request }) => {
    const response = await request.get("/definitely-missing");
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).toContain("Page Not Found");
    expect(html).toContain('name="robots" content="noindex"');
  });
});
