import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { loadSharp } from "../media/load-sharp.server.ts";
import type { LogoImage } from "./draw-logo.ts";

/** The site's own static files (public/images/…): the illustrations the catalogue ships with. */
const PUBLIC_DIR = fileURLToPath(new URL("../../../public/", import.meta.url));
const RASTER_WIDTH = 480;
/** Three times the cover's 40 pt, sharp on paper. */
const LOGO_HEIGHT = 120;
const MAX_CACHED = 300;

export type ImageLoader = (url: string) => Promise<Buffer | null>;

/**
 * PDF readers need raster images; the catalogue's pictures are SVG illustrations
 * or uploads. Reads only what the site itself serves: an image elsewhere on the web
 * is never fetched by the server (no request forgery through a product's image URL),
 * so it is left out of the PDF. Rasterised once per URL and kept, bounded.
 */
export function createCatalogueImages(extra?: ImageLoader) {
  const cache = new Map<string, Promise<Buffer | null>>();

  async function rasterise(url: string): Promise<Buffer | null> {
    const fromExtra = extra ? await extra(url) : null;
    const source = fromExtra ?? (await readStatic(url));
    if (!source) return null;
    try {
      const sharp = await loadSharp();
      return await sharp(source, { limitInputPixels: 40_000_000 })
        .resize({ width: RASTER_WIDTH, withoutEnlargement: true })
        .flatten({ background: "#ffffff" })
        .jpeg({ quality: 80 })
        .toBuffer();
    } catch {
      return null;
    }
  }

  let logo: { url: string; image: Promise<LogoImage | null> } | null = null;

  /** The owner's logo as a PNG with its transparency, for the cover; the last one is kept. */
  async function rasteriseLogo(url: string): Promise<LogoImage | null> {
    const source = (extra ? await extra(url) : null) ?? (await readStatic(url));
    if (!source) return null;
    try {
      const sharp = await loadSharp();
      const { data, info } = await sharp(source, { limitInputPixels: 40_000_000 })
        .resize({ height: LOGO_HEIGHT, withoutEnlargement: true })
        .png()
        .toBuffer({ resolveWithObject: true });
      return { data, width: info.width, height: info.height };
    } catch {
      return null;
    }
  }

  return {
    logo(url: string): Promise<LogoImage | null> {
      if (!url) return Promise.resolve(null);
      if (logo?.url !== url) logo = { url, image: rasteriseLogo(url) };
      return logo.image;
    },

    load(url: string): Promise<Buffer | null> {
      let entry = cache.get(url);
      if (!entry) {
        if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value as string);
        entry = rasterise(url);
        cache.set(url, entry);
      }
      return entry;
    },
  };
}

/**
 * `/images/…` only, resolved inside public/: no `..`, no other directory. The logo's
 * contrast check reads the site's own pictures through it too.
 */
export async function readStatic(url: string): Promise<Buffer | null> {
  if (!/^\/images\/[a-z0-9/_-]+\.(svg|png|jpe?g|webp)$/i.test(url) || url.includes("..")) {
    return null;
  }
  try {
    return await readFile(`${PUBLIC_DIR}${url.slice(1)}`);
  } catch {
    return null;
  }
}
