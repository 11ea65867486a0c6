import { expect, test, type Page } from "@playwright/test";
import { photograph } from "../../support/photographs.ts";
import { createProduct, describeSignedIn, toast, unique } from "./support.ts";
import { expectAccessible } from "../support/axe.ts";

interface DroppedFile {
  name: string;
  base64: string;
}

/** Drops files on the drop zone as a person dragging them from the desktop would. */
async function dropFiles(page: Page, files: DroppedFile[]) {
  const transfer = await page.evaluateHandle((list: DroppedFile[]) => {
    const data = new DataTransfer();
    for (const file of list) {
      const bytes = Uint8Array.from(atob(file.base64), (char) => char.charCodeAt(0));
      data.items.add(new File([bytes], file.name, { type: "image/jpeg" }));
    }
    return data;
  }, files);
  const zone = page.getByTestId("media-drop-zone");
  await zone.dispatchEvent("dragover", { dataTransfer: transfer });
  await zone.dispatchEvent("drop", { dataTransfer: transfer });
}

describeSignedIn("the media library", () => {
  test("uploads three photographs by drag and drop, picks one for a category, and the public page serves it as AVIF", async ({
    page,
    baseURL,
  }) => {
    // Three 4 MP photographs made, uploaded and turned into AVIF and WebP variants: CPU work
    // that takes seconds alone and much longer beside a busy suite.
    test.setTimeout(90_000);
    const tag = unique("plant").replace(/\W+/g, "-");
    const files = await Promise.all(
      [200, 30, 120].map(async (hue, index) => ({
        name: `${tag}-${index + 1}.jpg`,
        base64: (await photograph(2400, 1600, hue)).toString("base64"),
      })),
    );
    await page.goto("/admin/media");
    await expect(page.getByRole("heading", { level: 1, name: "Media Library" })).toBeVisible();
    await dropFiles(page, files);
    const queue = page.getByRole("list", { name: "Files to upload" });
    await expect(queue.getByRole("listitem")).toHaveCount(3);
    await page.getByLabel(`Alt text for ${tag}-1.jpg`).fill("Our fabrication shop at Makarpura");
    await page.getByLabel(`Alt text for ${tag}-2.jpg`).fill("Pump skids ready for dispatch");
    await page.getByRole("button", { name: "Upload 3 files" }).click();
    for (const file of files) {
      const bar = page.getByRole("progressbar", { name: `Upload of ${file.name}` });
      await expect(bar).toHaveAttribute("aria-valuenow", "100", { timeout: 60_000 });
    }
    await expect(queue.getByText("Uploaded")).toHaveCount(3, { timeout: 20_000 });
    await page.screenshot({ path: "test-results/media-screen-1280.png", fullPage: true });
    await expectAccessible(page);

    await page.getByRole("search", { name: "Search media" }).getByRole("searchbox").fill(tag);
    const grid = page.getByRole("list", { name: "Media" });
    await expect(grid.getByRole("listitem")).toHaveCount(3);
    const third = grid.getByRole("listitem").filter({ hasText: `${tag}-3.jpg` });
    await expect(third.getByText("No alt text")).toBeVisible();
    await expect(third.getByText("2400 × 1600 px")).toBeVisible();
    await third.getByRole("button", { name: `Alt text of ${tag}-3.jpg` }).click();
    await page.getByRole("dialog").getByLabel("Alt text").fill("Control panel wiring");
    await page.getByRole("button", { name: "Save alt text" }).click();
    await expect(toast(page, "Alt text saved")).toBeVisible();
    await expect(third.getByText("No alt text")).toHaveCount(0);
    await page.setViewportSize({ width: 375, height: 800 });
    await page.screenshot({ path: "test-results/media-screen-375.png", fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });

    // Pick the first photograph as a category's main image in the product form.
    const product = await createProduct(baseURL!, { title: unique("Fabrication") });
    await page.goto(`/admin/products/edit/${product.id}`);
    await page.getByRole("button", { name: "Library for the main image" }).click();
    const picker = page.getByRole("dialog", { name: "Choose the main image" });
    await picker.getByRole("searchbox", { name: "Search the media library" }).fill(tag);
    await expect(picker.getByRole("button", { name: `Use ${tag}-1.jpg` })).toBeVisible();
    await page.screenshot({ path: "test-results/media-picker-1280.png" });
    await expectAccessible(page);
    await picker.getByRole("button", { name: `Use ${tag}-1.jpg` }).click();
    await expect(page.getByLabel("Main Image URL")).toHaveValue(
      /^\/media\/[0-9a-f]{20}-1920\.jpg$/,
    );
    // A gallery image uploaded on the spot, without alt text: the form flags it.
    await page.getByRole("button", { name: "Library for the additional image 1" }).click();
    const spot = page.getByRole("dialog", { name: "Choose the additional image 1" });
    await spot.getByLabel("Image file").setInputFiles({
      name: `${tag}-spot.jpg`,
      mimeType: "image/jpeg",
      buffer: await photograph(1200, 900, 60),
    });
    await spot.getByRole("button", { name: "Upload and use" }).click();
    await expect(page.getByLabel("Additional Image 1 URL (optional)")).toHaveValue(
      /^\/media\/[0-9a-f]{20}-1200\.jpg$/,
    );
    await expect(page.getByText("The additional image 1 has no alt text")).toBeAttached();
    await expect(page.getByText("The main image has no alt text")).toHaveCount(0);
    await page.getByRole("button", { name: "Save Product" }).click();
    await expect(page.getByText("Product updated successfully.")).toBeVisible();

    // The media screen now says where it is used, and refuses to delete it.
    await page.goto(`/admin/media?q=${tag}-1`);
    const used = page.getByRole("list", { name: "Media" }).getByRole("listitem");
    await expect(used.getByText(`Used in: main image of “${product.title}”`)).toBeVisible();
    await used.getByRole("button", { name: `Delete ${tag}-1.jpg` }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await expect(toast(page, "Image in use")).toBeVisible();
    await expect(page.getByText(`main image of “${product.title}”`).last()).toBeVisible();

    // The public category page draws it as a <picture>; Chromium takes the AVIF.
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`/products/${product.id}`);
      const hero = page.locator("section[aria-labelledby=hero-title] picture img");
      await expect(hero).toHaveAttribute("width", "2400");
      await expect(hero).toHaveAttribute("height", "1600");
      await expect
        .poll(() => hero.evaluate((img: HTMLImageElement) => img.currentSrc))
        .toMatch(/\/media\/[0-9a-f]{20}-\d+\.avif$/);
      const preload = page.locator('link[rel=preload][as=image][type="image/avif"]');
      await expect(preload).toHaveAttribute("fetchpriority", "high");
      // No layout shift: every picture has its width and height before its bytes arrive.
      await page.mouse.wheel(0, 1500);
      const shift = await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            let total = 0;
            new PerformanceObserver((list) => {
              for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
                total += entry.value;
            }).observe({ type: "layout-shift", buffered: true });
            setTimeout(() => resolve(total), 500);
          }),
      );
      expect(shift).toBeLessThan(0.01);
      await page.mouse.wheel(0, -1500);
      await page.screenshot({ path: `test-results/media-category-${width}.png`, fullPage: false });
    }
  });

  test("an upload in progress can be cancelled, and a file that is not an image is refused", async ({
    page,
  }) => {
    await page.goto("/admin/media");
    const session = await page.context().newCDPSession(page);
    await session.send("Network.enable");
    // A slow line, so the upload is still running when Cancel is pressed.
    await session.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 50,
      downloadThroughput: 1_000_000,
      uploadThroughput: 50_000,
    });
    const name = `${unique("slow").replace(/\W+/g, "-")}.jpg`;
    await dropFiles(page, [
      { name, base64: (await photograph(1600, 1200, 90)).toString("base64") },
      {
        name: "notes.jpg",
        base64: Buffer.from("<html><script>alert(1)</script></html>").toString("base64"),
      },
    ]);
    await page.getByRole("button", { name: "Upload 2 files" }).click();
    await page.getByRole("button", { name: `Cancel upload of ${name}` }).click();
    const rows = page.getByRole("list", { name: "Files to upload" }).getByRole("listitem");
    await expect(rows.filter({ hasText: name }).getByText("Cancelled")).toBeVisible();
    await expect(rows.filter({ hasText: "notes.jpg" }).getByRole("alert")).toContainText(
      "not a JPEG, PNG, WebP, AVIF, GIF or TIFF image",
    );
    await session.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await page.getByRole("search", { name: "Search media" }).getByRole("searchbox").fill(name);
    await expect(page.getByText(/No images match your search/)).toBeVisible();
  });

  test("a library photograph chosen as a page's hero in the site content is drawn as a preloaded <picture>", async ({
    page,
  }) => {
    // Through the browser's own session: the page's cookies, the CSRF header from its cookie.
    const api = page.context().request;
    const token = async () =>
      decodeURIComponent(
        (await page.context().cookies()).find((cookie) => cookie.name === "XSRF-TOKEN")?.value ??
          "",
      );
    await page.goto("/admin/media");
    const upload = await api.post("/api/admin/media", {
      headers: { "X-XSRF-TOKEN": await token() },
      multipart: {
        file: {
          name: "works.jpg",
          mimeType: "image/jpeg",
          buffer: await photograph(1800, 1200, 250),
        },
        alt: "Our works at night",
      },
    });
    expect(upload.status()).toBe(201);
    const item = (await upload.json()) as { url: string };
    const site = (await (await api.get("/api/admin/site")).json()) as {
      version: number;
      content: { about: { hero: { imageUrl: string } } };
    };
    const original = site.content.about.hero.imageUrl;
    const publish = async (imageUrl: string, version: number) => {
      site.content.about.hero.imageUrl = imageUrl;
      const response = await api.put("/api/admin/site", {
        headers: { "X-XSRF-TOKEN": await token() },
        data: { version, content: site.content },
      });
      expect(response.status()).toBe(200);
      return ((await response.json()) as { version: number }).version;
    };
    const version = await publish(item.url, site.version);
    try {
      await page.goto("/about");
      const hero = page.locator("section[aria-labelledby=hero-title] picture");
      await expect(hero.locator('source[type="image/avif"]')).toHaveAttribute(
        "srcset",
        /-1280\.avif 1280w/,
      );
      await expect(hero.locator("img")).toHaveAttribute("height", "1200");
      await expect(page.locator('link[rel=preload][type="image/avif"]')).toHaveCount(1);
    } finally {
      await publish(original, version);
    }
  });
});
