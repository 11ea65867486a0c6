import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { company } from "../../../app/content/company";
import { adminApi } from "../admin/support.ts";

/** The logo, the typeface and the icons a buyer's browser shows. */
test.describe("brand", () => {
  test("the navbar and footer show the built-in logo with the company's name", async ({ page }) => {
    await page.goto("/");
    const home = page.getByRole("banner").getByRole("link", { name: company.name });
    await expect(home).toHaveAttribute("href", "/");
    await expect(home.locator("[data-logo=built-in] svg")).toBeVisible();
    await expect(page.getByRole("contentinfo").locator("[data-logo=built-in]")).toContainText(
      company.shortName,
    );
  });

  test("the manifest and every icon answer 200 with their types", async ({ request }) => {
    const manifest = await request.get("/site.webmanifest");
    expect(manifest.status()).toBe(200);
    expect(manifest.headers()["content-type"]).toContain("application/manifest+json");
    const body = (await manifest.json()) as {
      name: string;
      start_url: string;
      display: string;
      icons: Array<{ src: string; type: string; sizes: string; purpose: string }>;
    };
    expect(body).toMatchObject({ name: company.name, start_url: "/", display: "standalone" });
    expect(body.icons.some((icon) => icon.purpose === "maskable")).toBe(true);
    const icons: Array<[string, string]> = [
      ["/favicon.ico", "image/x-icon"],
      ["/favicon.svg", "image/svg+xml"],
      ["/apple-touch-icon.png", "image/png"],
      ...body.icons.map((icon): [string, string] => [icon.src, icon.type]),
    ];
    for (const [path, type] of icons) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()["content-type"], path).toContain(type);
    }
    const png = await sharp(await (await request.get("/apple-touch-icon.png")).body()).metadata();
    expect([png.width, png.height]).toEqual([180, 180]);
  });

  test("the typeface is preloaded, used, and served immutable", async ({ page, request }) => {
    await page.goto("/");
    const preload = page.locator('link[rel=preload][as=font][type="font/woff2"]');
    await expect(preload).toHaveCount(1);
    await expect(preload).toHaveAttribute("crossorigin", "anonymous");
    const href = (await preload.getAttribute("href"))!;
    expect(href).toMatch(/^\/assets\/archivo-latin-wght-normal-[\w-]+\.woff2$/);
    const font = await request.get(href);
    expect(font.status()).toBe(200);
    expect(font.headers()["cache-control"]).toContain("immutable");
    expect(font.headers()["content-type"]).toContain("font/woff2");
    await page.evaluate(() => document.fonts.ready);
    expect(await page.evaluate(() => document.fonts.check('16px "Archivo Variable"'))).toBe(true);
  });

  test("an uploaded logo replaces the built-in one", async ({ page, baseURL }) => {
    const { api, dispose } = await adminApi(baseURL!);
    const token = async () =>
      decodeURIComponent(
        (await api.storageState()).cookies.find((c) => c.name === "XSRF-TOKEN")?.value ?? "",
      );
    const logo = await sharp({
      create: { width: 480, height: 120, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .composite([{ input: Buffer.from(LOGO_SVG), top: 0, left: 0 }])
      .png()
      .toBuffer();
    const upload = await api.post("/api/admin/media", {
      headers: { "X-XSRF-TOKEN": await token() },
      multipart: {
        file: { name: "logo.png", mimeType: "image/png", buffer: logo },
        alt: "Company logo",
      },
    });
    expect(upload.status(), await upload.text()).toBe(201);
    const { url } = (await upload.json()) as { url: string };
    const site = (await (await api.get("/api/admin/site")).json()) as {
      version: number;
      content: { company: { logoUrl: string } };
    };
    const original = site.content.company.logoUrl;
    const publish = async (logoUrl: string, version: number) => {
      site.content.company.logoUrl = logoUrl;
      const response = await api.put("/api/admin/site", {
        headers: { "X-XSRF-TOKEN": await token() },
        data: { version, content: site.content },
      });
      expect(response.status()).toBe(200);
      return ((await response.json()) as { version: number }).version;
    };
    const version = await publish(url, site.version);
    try {
      await page.goto("/about");
      const home = page.getByRole("banner").getByRole("link", { name: company.name });
      await expect(home.locator("img[data-logo=uploaded]")).toHaveAttribute("src", url);
      await expect(home.locator("[data-logo=built-in]")).toHaveCount(0);
      // Loaded, not a broken image: the media route serves the uploaded picture.
      await expect
        .poll(() => home.locator("img").evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0);
      await expect(
        page.getByRole("contentinfo").getByRole("img", { name: company.name }),
      ).toBeVisible();
    } finally {
      await publish(original, version);
      await dispose();
    }
  });
});

const LOGO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="120"><rect x="4" y="4" width="112" height="112" rx="16" fill="#dc2626"/><text x="136" y="80" font-size="56" font-family="sans-serif" fill="#ffffff">Uploaded</text></svg>`;
