import { expect, test } from "@playwright/test";
import { company } from "../../../app/content/company";
import { registrations, trustPage } from "../../../app/content/trust";

test.describe("trust blocks and projects", () => {
  test("the home page shows years in business, the certification, the GSTIN, brands, clients and recent projects", async ({
    page,
  }) => {
    await page.goto("/");
    const years = new Date().getFullYear() - company.foundedYear;
    await expect(page.getByText(`${years} years`, { exact: true })).toBeVisible();
    await expect(page.getByText("ISO 9001:2015", { exact: true })).toBeVisible();
    await expect(page.getByText(`GSTIN ${registrations.gstin}`)).toBeVisible();
    const brands = page.getByRole("region", { name: "Brands we deal in" });
    await expect(brands.getByRole("listitem")).toHaveCount(trustPage.brands.items.length);
    // Without logos, names are wordmarks: text, no image at all (never a broken one).
    await expect(brands.getByText("Narmada Pumps")).toBeVisible();
    await expect(brands.locator("img")).toHaveCount(0);
    await expect(
      page.getByRole("region", { name: "Clients we serve" }).getByText("Vishwamitri Pharma"),
    ).toBeVisible();
    const recent = page.getByRole("region", { name: "Recent projects" });
    await expect(recent.getByRole("article")).toHaveCount(3);
    await recent.getByRole("link", { name: "View all projects" }).click();
    await expect(page).toHaveURL("/projects");
    await expect(page.getByRole("heading", { level: 1, name: "Our Projects" })).toBeVisible();
  });

  test("the footer lists the registrations and links to /projects; the about page lists them all", async ({
    page,
  }) => {
    await page.goto("/about");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByText(`GSTIN: ${registrations.gstin}`)).toBeVisible();
    await expect(
      footer
        .getByRole("navigation", { name: "Quick Links" })
        .getByRole("link", { name: "Projects" }),
    ).toHaveAttribute("href", "/projects");
    const credentials = page.getByRole("region", { name: "Registrations and certifications" });
    for (const { value } of registrations.others)
      await expect(credentials.getByText(value, { exact: true })).toBeVisible();
    await expect(credentials.getByText(registrations.certifications[0]!)).toBeVisible();
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the projects list and a case study render in full, with breadcrumbs and JSON-LD", async ({
      page,
      baseURL,
    }) => {
      await page.goto("/projects");
      // The four seeded ones at least (other tests may add theirs).
      expect(await page.getByRole("article").count()).toBeGreaterThanOrEqual(4);
      await page.getByRole("link", { name: /Skid-mounted transfer pump package/ }).click();
      await expect(page).toHaveURL("/projects/transfer-pump-skid-dahej");
      await expect(
        page.getByRole("heading", { level: 1, name: "Skid-mounted transfer pump package" }),
      ).toBeVisible();
      await expect(page.getByRole("heading", { name: "What we did" })).toBeVisible();
      await expect(page.getByRole("complementary", { name: "Project facts" })).toContainText(
        "Dahej, Bharuch",
      );
      await page
        .getByRole("navigation", { name: "Breadcrumb" })
        .getByRole("link", { name: "Projects" })
        .click();
      await expect(page).toHaveURL("/projects");
      const html = await (await page.request.get("/projects/transfer-pump-skid-dahej")).text();
      const blocks = [
        ...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs),
      ];
      const article = blocks
        .flatMap((block) => [JSON.parse(block[1]!)].flat())
        .find((data: { "@type"?: string }) => data["@type"] === "Article");
      expect(article).toMatchObject({
        headline: "Skid-mounted transfer pump package",
        url: `${baseURL}/projects/transfer-pump-skid-dahej`,
        provider: { "@id": `${baseURL}/#organization` },
      });
    });

    test("an unknown case study answers 404 with the not-found screen", async ({ page }) => {
      const response = await page.goto("/projects/no-such-project");
      expect(response?.status()).toBe(404);
      await expect(page.getByText("Page Not Found")).toBeVisible();
    });
  });

  test("the Organization JSON-LD names the GSTIN, the registrations and the certifications", async ({
    request,
  }) => {
    const html = await (await request.get("/contact")).text();
    const match = html.match(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/s);
    const organization = JSON.parse(match![1]!);
    expect(organization.taxID).toBe(registrations.gstin);
    expect(organization.identifier).toContainEqual({
      "@type": "PropertyValue",
      propertyID: "CIN",
      value: registrations.others[0]!.value,
    });
    expect(organization.hasCredential[0]).toMatchObject({
      name: registrations.certifications[0],
    });
  });

  test("/sitemap.xml lists /projects and each published case study", async ({
    request,
    baseURL,
  }) => {
    const xml = await (await request.get("/sitemap.xml")).text();
    expect(xml).toContain(`<loc>${baseURL}/projects</loc>`);
    expect(xml).toContain(`<loc>${baseURL}/projects/solvent-recovery-plant-piping</loc>`);
  });
});
