import { expect, test } from "@playwright/test";

test.describe("the catalogue PDF", () => {
  test("is linked from the catalogue and a category page, and served as a PDF", async ({
    page,
    request,
  }) => {
    for (const path of ["/products", "/products/prod-001"]) {
      await page.goto(path);
      const link = page.getByRole("link", { name: "Download the catalogue (PDF)" });
      await expect(link).toHaveAttribute("href", "/catalogue.pdf");
    }
    const response = await request.get("/catalogue.pdf");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("application/pdf");
    const body = await response.body();
    expect(body.subarray(0, 5).toString()).toBe("%PDF-");

    const etag = response.headers()["etag"] ?? "";
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await request.get("/catalogue.pdf", { headers: { "If-None-Match": etag } });
    expect(again.status()).toBe(304);
  });
});
