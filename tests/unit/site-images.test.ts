import { existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { catalogue } from "../../app/content/catalogue.ts";
import { cardImages, categoryHero, heroImages } from "../../app/content/images.ts";

const PUBLIC = join(import.meta.dirname, "..", "..", "public");
const file = (src: string) => join(PUBLIC, src);

describe("the shipped illustrations (docs/decisions/069)", () => {
  it("gives a category drawn with a catalogue illustration the hero made for it", () => {
    expect(categoryHero("/images/catalogue/packaging.svg")?.src).toBe(
      "/images/hero/catalogue/packaging.svg",
    );
  });

  it("keeps a photograph, a link and the placeholder as they are", () => {
    expect(categoryHero("/media/abc123-1280.jpg")).toBeNull();
    expect(categoryHero("https://cdn.example.com/pump.jpg")).toBeNull();
    expect(categoryHero("/images/catalogue/placeholder.svg")).toBeNull();
  });

  it("ships every hero, card and category hero a page can ask for, each under 4 KB", () => {
    const sources = [
      ...Object.values(heroImages).map((image) => image.src),
      ...Object.values(cardImages).map((image) => image.src),
      ...catalogue.map((entry) => categoryHero(entry.imageUrl)?.src ?? "missing"),
    ];
    for (const src of sources) {
      expect(existsSync(file(src)), src).toBe(true);
      expect(statSync(file(src)).size, src).toBeLessThan(4096);
    }
  });

  it("draws a ground band across the full width of every hero", () => {
    for (const [key, { src }] of Object.entries(heroImages)) {
      // The full-screen home hero stands lower (docs/decisions/074): no empty band under it.
      const ground = key === "home" ? 810 : 700;
      expect(readFileSync(file(src), "utf8"), src).toMatch(`<path d="M0 ${ground}H1600"`);
    }
  });
});

describe("the favicon set (docs/decisions/068)", () => {
  it("has every icon the manifest names", () => {
    const manifest = JSON.parse(readFileSync(file("/site.webmanifest"), "utf8")) as {
      icons: Array<{ src: string }>;
    };
    for (const { src } of manifest.icons) expect(existsSync(file(src)), src).toBe(true);
    for (const src of ["/favicon.ico", "/apple-touch-icon.png"])
      expect(existsSync(file(src)), src).toBe(true);
  });
});
