import { expect, test } from "@playwright/test";
import { company } from "../../../app/content/company";
import { PROJECT_PAGES, SERVICE_PAGES } from "../support/site-pages.ts";

const PAGES = ["/", "/about", "/services", ...SERVICE_PAGES, ...PROJECT_PAGES];

test.describe("search engines and sharing", () => {
  test("every page has a unique title and description, a canonical URL and sharing tags", async ({
    page,
    baseURL,
  }) => {
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const path of PAGES) {
      await page.goto(path);
      const title = await page.title();
      expect(title).toContain(company.name);
      titles.add(title);
      const description = await page.locator('meta[name="description"]').getAttribute("content");
      expect(description?.length).toBeGreaterThan(50);
      descriptions.add(description!);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        "href",
        `${baseURL}${path}`,
      );
      await expect(page.locator('meta[property="og:url"]')).toHaveAttribute(
        "content",
        `${baseURL}${path}`,
      );
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", title);
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /^http/);
      await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute(
        "content",
        "summary_large_image",
      );
    }
    expect(titles.size).toBe(PAGES.length);
    expect(descriptions.size).toBe(PAGES.length);
  });

  test("every page carries the Organization as JSON-LD", async ({ request, baseURL }) => {
    const html = await (await request.get("/about")).text();
    const match = html.match(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/s);
    expect(match).not.toBeNull();
    const organization = JSON.parse(match![1]!);
    expect(organization).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Organization",
      name: company.name,
      url: `${baseURL}/`,
      email: company.emails[0].address,
      address: {
        "@type": "PostalAddress",
        addressLocality: "Vadodara",
        addressRegion: "Gujarat",
        addressCountry: "IN",
      },
      sameAs: [company.social.linkedin.url, company.social.instagram.url],
    });
  });

  test("/sitemap.xml lists every public page and every category", async ({ request, baseURL }) => {
    const response = await request.get("/sitemap.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("xml");
    const xml = await response.text();
    for (const path of [
      ...PAGES,
      "/products",
      "/contact",
      "/products/prod-001",
      "/products/prod-011",
    ]) {
      expect(xml).toContain(`<loc>${baseURL}${path}</loc>`);
    }
    expect(xml).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
    expect(xml).not.toContain("/admin");
  });

  test("/robots.txt keeps crawlers out of /admin and /api and names the sitemap", async ({
    request,
    baseURL,
  }) => {
    const response = await request.get("/robots.txt");
    expect(response.status()).toBe(200);
    const text = await response.text();
    expect(text).toContain("Disallow: /admin");
    expect(text).toContain("Disallow: /api");
    expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  });
});
