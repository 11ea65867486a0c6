import sharp from "sharp";
import { describe, expect, test } from "vitest";
import {
  mediaKeyOf,
  parseVariantUrl,
  variantUrl,
  variantWidths,
} from "../../app/domain/media/media-rules.ts";
import { MediaBusyError } from "../../app/domain/media/media.server.ts";
import { MediaInputError } from "../../app/domain/media/media-input-error.ts";
import { MAX_INPUT_PIXELS, processImage } from "../../app/domain/media/process-image.server.ts";
import { sniffImageType } from "../../app/domain/media/sniff-image.ts";
import { photo, pngBomb } from "../support/images.ts";
import { createTestServices } from "../support/test-app.ts";

const actor = { id: null, email: "owner@example.com", address: "local" };

describe("variant widths", () => {
  test("are the standard widths for a large picture", () => {
    expect(variantWidths(4000)).toEqual([320, 640, 960, 1280, 1920]);
    expect(variantWidths(1920)).toEqual([320, 640, 960, 1280, 1920]);
  });
  test("stop at the picture's own width, never enlarging it", () => {
    expect(variantWidths(1000)).toEqual([320, 640, 960, 1000]);
    expect(variantWidths(640)).toEqual([320, 640]);
    expect(variantWidths(200)).toEqual([200]);
  });
});

describe("variant URLs", () => {
  const hash = "0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef";
  test("carry a 20-digit content address, the width and the format's extension", () => {
    expect(variantUrl(hash, 640, "jpeg")).toBe("/media/0123456789abcdef0123-640.jpg");
    expect(parseVariantUrl("/media/0123456789abcdef0123-640.avif")).toEqual({
      hashPrefix: "0123456789abcdef0123",
      width: 640,
      format: "avif",
    });
  });
  test("anything else is not a variant", () => {
    for (const path of [
      "/media/0123456789abcdef0123-640.svg",
      "/media/0123456789ABCDEF0123-640.jpg",
      "/media/0123-640.jpg",
      "/media/0123456789abcdef0123-0640.jpg",
      "/images/catalogue/valves.svg",
      "/media/../etc/passwd",
    ])
      expect(parseVariantUrl(path)).toBeNull();
  });
  test("every variant of one upload shares its media key", () => {
    expect(mediaKeyOf("/media/0123456789abcdef0123-1920.jpg")).toBe("/media/0123456789abcdef0123-");
    expect(mediaKeyOf("/media/0123456789abcdef0123-320.webp?x=1")).toBe(
      "/media/0123456789abcdef0123-",
    );
    expect(mediaKeyOf("https://cdn.example.com/valve.jpg")).toBeNull();
  });
});

describe("sniffing", () => {
  test("recognises the accepted formats from their bytes", async () => {
    expect(sniffImageType(await photo(20, 20))).toBe("image/jpeg");
    expect(sniffImageType(await photo(20, 20, { format: "png" }))).toBe("image/png");
    expect(sniffImageType(await photo(20, 20, { format: "webp" }))).toBe("image/webp");
    const avif = await sharp(await photo(20, 20))
      .avif()
      .toBuffer();
    expect(sniffImageType(avif)).toBe("image/avif");
  });
  test("refuses SVG, PDF and HTML whatever they are called", () => {
    for (const text of [
      '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"></svg>',
      "%PDF-1.7\n%âãÏÓ\n",
      "<!doctype html><html></html>",
    ])
      expect(sniffImageType(Buffer.from(text))).toBeNull();
  });
});

describe("processing", () => {
  test("makes AVIF, WebP and JPEG per width, a small blurred placeholder, and keeps no metadata", async () => {
    const processed = await processImage(await photo(1000, 750, { orientation: 3, gps: true }));
    expect(processed.fallbackFormat).toBe("jpeg");
    expect(processed.variants.map((v) => `${v.width}.${v.format}`)).toEqual([
      "320.avif",
      "320.webp",
      "320.jpeg",
      "640.avif",
      "640.webp",
      "640.jpeg",
      "960.avif",
      "960.webp",
      "960.jpeg",
      "1000.avif",
      "1000.webp",
      "1000.jpeg",
    ]);
    for (const variant of processed.variants) {
      const metadata = await sharp(variant.data).metadata();
      expect(metadata.exif).toBeUndefined();
      expect(metadata.width).toBe(variant.width);
      expect(variant.height).toBe(Math.round((variant.width * 750) / 1000));
    }
    expect(processed.placeholder).toMatch(/^data:image\/webp;base64,/);
    expect(processed.placeholder.length).toBeLessThan(1000);
  });

  test("refuses a picture over the pixel limit before decoding it, without a memory spike", async () => {
    expect(MAX_INPUT_PIXELS).toBe(50_000_000);
    // Refused from the header: decoding 50 MP would take hundreds of MB, which is what is checked,
    // not the time it takes (timings belong to the benchmarks).
    const before = process.memoryUsage().rss;
    await expect(processImage(pngBomb())).rejects.toMatchObject({ status: 400 });
    expect(process.memoryUsage().rss - before).toBeLessThan(100 * 1024 * 1024);
  });

  test("refuses a truncated picture as damaged (400) and a non-image as unsupported (415)", async () => {
    const jpeg = await photo(800, 600);
    const cut = processImage(jpeg.subarray(0, jpeg.length - 2000));
    await expect(cut).rejects.toBeInstanceOf(MediaInputError);
    await expect(cut).rejects.toMatchObject({ status: 400 });
    await expect(
      processImage(Buffer.from("GIF89a but not really a picture")),
    ).rejects.toMatchObject({ status: 400 });
    await expect(processImage(Buffer.from("%PDF-1.4 a brochure"))).rejects.toMatchObject({
      status: 415,
    });
  });
});

describe("the upload queue", () => {
  test("processes a bounded number of uploads and refuses more at once instead of stalling", async () => {
    const { services, close } = await createTestServices("sqlite", {
      media: { running: 1, waiting: 0 },
    });
    try {
      const [a, b] = await Promise.all([photo(1600, 1200), photo(1601, 1200)]);
      const results = await Promise.allSettled([
        services.media.upload(a, { alt: "", fileName: "a.jpg", actor }),
        services.media.upload(b, { alt: "", fileName: "b.jpg", actor }),
      ]);
      expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
      const refused = results.find((r) => r.status === "rejected");
      expect(refused?.status === "rejected" && refused.reason).toBeInstanceOf(MediaBusyError);
    } finally {
      await close();
    }
  });
});
