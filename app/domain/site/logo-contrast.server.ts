import { readStatic } from "../catalogue-pdf/catalogue-images.server.ts";
import { loadSharp } from "../media/load-sharp.server.ts";

/** The navy of the public header and footer (`--color-ink` in app/app.css). */
export const HEADER_NAVY = "#0f172a";
/** WCAG 2's least contrast for graphics that must be seen (success criterion 1.4.11). */
export const MIN_LOGO_CONTRAST = 3;

export const DARK_LOGO_WARNING =
  "Your logo is dark and will be hard to see on the navy header — upload a light version.";

/** One sRGB channel (0–255) in linear light, as WCAG's relative luminance takes it. */
function linear(channel: number): number {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

export function relativeLuminance(r: number, g: number, b: number): number {
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

export function hexLuminance(hex: string): number {
  const value = Number.parseInt(hex.replace(/^#/, ""), 16);
  return relativeLuminance((value >> 16) & 255, (value >> 8) & 255, value & 255);
}

/** WCAG contrast ratio of two relative luminances, from 1 to 21. */
export function contrastRatio(a: number, b: number): number {
  const [light, dark] = a > b ? [a, b] : [b, a];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * The mean relative luminance of the picture's opaque pixels (a transparent background is
 * the header's, not the logo's); null for a picture sharp cannot read or one with nothing
 * opaque. A small copy is enough for an average.
 */
export async function opaqueLuminance(source: Buffer): Promise<number | null> {
  try {
    const sharp = await loadSharp();
    const { data, info } = await sharp(source, { limitInputPixels: 40_000_000 })
      .resize({ width: 256, height: 256, fit: "inside", withoutEnlargement: true })
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    let sum = 0;
    let count = 0;
    for (let i = 0; i < data.length; i += info.channels) {
      if (data[i + 3]! < 128) continue;
      sum += relativeLuminance(data[i]!, data[i + 1]!, data[i + 2]!);
      count += 1;
    }
    return count ? sum / count : null;
  } catch {
    return null;
  }
}

export type LogoContrast =
  | { checked: true; ratio: number; readable: boolean; message: string | null }
  | { checked: false; reason: string };

/** How well a logo picture stands out on the navy header. */
export async function logoContrast(
  source: Buffer,
  background = HEADER_NAVY,
): Promise<LogoContrast> {
  const luminance = await opaqueLuminance(source);
  if (luminance === null) return { checked: false, reason: "The picture could not be read." };
  const ratio = Math.round(contrastRatio(luminance, hexLuminance(background)) * 100) / 100;
  const readable = ratio >= MIN_LOGO_CONTRAST;
  return { checked: true, ratio, readable, message: readable ? null : DARK_LOGO_WARNING };
}

/**
 * The contrast of the logo at `url` on the header: the media library's pictures and the
 * site's own; a picture elsewhere on the web is never fetched by the server.
 */
export async function logoContrastOf(
  url: string,
  mediaBytes: (url: string) => Promise<Buffer | null>,
): Promise<LogoContrast> {
  const source = (await mediaBytes(url)) ?? (await readStatic(url));
  if (!source)
    return { checked: false, reason: "Only pictures in the media library can be checked." };
  return logoContrast(source);
}
