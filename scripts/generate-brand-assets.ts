/**
 * Writes the favicon set and the web manifest to public/ from the logo mark's
 * geometry (app/components/site/logo-mark.ts, docs/decisions/068). Run after
 * changing the mark or the colours, and commit the output:
 *   npx node scripts/generate-brand-assets.ts
 * Colours mirror the Tailwind theme (app/app.css: --color-accent, --color-ink).
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { company } from "../app/content/company.ts";
import { MARK_BASE, MARK_TILE, MARK_V, MARK_VIEWBOX } from "../app/components/site/logo-mark.ts";

const ACCENT = "#f59e0b";
const INK = "#0f172a";
const PUBLIC = join(import.meta.dirname, "..", "public");

const rect = (r: Record<string, number>, fill: string) =>
  `<rect ${Object.entries(r)
    .map(([k, v]) => `${k}="${v}"`)
    .join(" ")} fill="${fill}"/>`;
const markBody = `${rect(MARK_TILE, ACCENT)}<path d="${MARK_V}" fill="${INK}"/>${rect(MARK_BASE, INK)}`;
const markSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${MARK_VIEWBOX}">${markBody}</svg>\n`;

/** The mark at `share` of a square ink canvas: inside the 80% safe zone of maskable icons. */
function padded(share: number): string {
  const pad = (32 / share - 32) / 2;
  const size = 32 + pad * 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${-pad} ${-pad} ${size} ${size}"><rect x="${-pad}" y="${-pad}" width="${size}" height="${size}" fill="${INK}"/>${markBody}</svg>`;
}

const png = (svg: string, size: number) =>
  sharp(Buffer.from(svg), { density: 72 * (size / 32) * 2 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toBuffer();

/** An ICO holding one PNG image (every browser since 2007 reads PNG inside ICO). */
function ico(image: Buffer, size: number): Buffer {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(1, 4);
  header.writeUInt8(size, 6);
  header.writeUInt8(size, 7);
  header.writeUInt16LE(1, 10);
  header.writeUInt16LE(32, 12);
  header.writeUInt32LE(image.length, 14);
  header.writeUInt32LE(22, 18);
  return Buffer.concat([header, image]);
}

const write = (name: string, data: string | Buffer) => writeFileSync(join(PUBLIC, name), data);

write("favicon.svg", markSvg);
write("favicon.ico", ico(await png(markSvg, 32), 32));
write("apple-touch-icon.png", await png(padded(0.7), 180));
write("icon-192.png", await png(padded(0.6), 192));
write("icon-512.png", await png(padded(0.6), 512));
const manifest = {
  name: company.name,
  short_name: company.shortName,
  description: company.tagline,
  start_url: "/",
  scope: "/",
  display: "standalone",
  theme_color: INK,
  background_color: INK,
  icons: [
    { src: "/favicon.svg", type: "image/svg+xml", sizes: "any" },
    { src: "/icon-192.png", type: "image/png", sizes: "192x192", purpose: "any" },
    { src: "/icon-512.png", type: "image/png", sizes: "512x512", purpose: "any" },
    // One image, two purposes: the mark sits inside the safe zone, so masks never cut it.
    { src: "/icon-512.png", type: "image/png", sizes: "512x512", purpose: "maskable" },
  ],
};
write("site.webmanifest", `${JSON.stringify(manifest, null, 2)}\n`);
process.stdout.write("Wrote the favicon set and site.webmanifest under public/\n");
