/**
 * Writes the site's illustrations to public/images (docs/decisions/069:
 * photographs cannot be fetched on the build machines, so the project ships
 * its own light SVG artwork). Run once after changing a motif:
 *   npx node scripts/generate-site-images.ts
 * The output is committed; the build does not run this script.
 * Icons are lucide's (ISC licence), drawn large on a blueprint background.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { CARDS, CATALOGUE, HEROES, SUBPRODUCTS, type Item } from "./site-images-scenes.ts";

type IconNode = Array<[string, Record<string, string>]>;
const OUT = join(import.meta.dirname, "..", "public", "images");

async function icon(name: string): Promise<IconNode> {
  const module = (await import(`lucide-react/icons/${name}`)) as { __iconData: { node: IconNode } };
  return module.__iconData.node;
}

function shapes(node: IconNode): string {
  return node
    .map(([tag, attrs]) => {
      const list = Object.entries(attrs)
        .filter(([key]) => key !== "key")
        .map(([key, value]) => `${key}="${value}"`)
        .join(" ");
      return `<${tag} ${list}/>`;
    })
    .join("");
}

/** A lucide icon (24 × 24 units) centred on (cx, cy) at `size` pixels. */
async function drawIcon(
  name: string,
  cx: number,
  cy: number,
  size: number,
  color: string,
  opacity = 1,
  width = 1.5,
) {
  const scale = size / 24;
  const x = cx - size / 2;
  const y = cy - size / 2;
  return `<g transform="translate(${x} ${y}) scale(${scale})" fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round" opacity="${opacity}">${shapes(await icon(name))}</g>`;
}

function svg(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">${body}</svg>\n`;
}

function grid(id: string, step: number, color: string, opacity: number): string {
  return `<pattern id="${id}" width="${step}" height="${step}" patternUnits="userSpaceOnUse"><path d="M${step} 0H0V${step}" fill="none" stroke="${color}" stroke-opacity="${opacity}"/></pattern>`;
}

/** Colours of the Tailwind theme (app/app.css): ink, brand-800, accent; docs/design.md. */
const INK = "#0f172a";
const NAVY = "#1e3a8a";
const AMBER = "#f59e0b";
/** Where objects stand: visible in the 60svh crop of inner pages (a 16:9 band of a wide screen). */
const GROUND = 700;
/**
 * The home hero fills the screen, and a screen is narrower than 16:9, so the picture is shown
 * whole in height: its ground stands lower, or 22% of the screen would be empty band under
 * the scene (docs/decisions/074-first-paint.md).
 */
const HOME_GROUND = 810;

/** An icon standing on the ground line, or floating `float` px above it. */
async function place([name, cx, size, colour, float = 0]: Item, ground: number): Promise<string> {
  const cy = ground - float - size * 0.405;
  // 3.5 px lines at every size: the stroke is in icon units, so divide by the scale.
  const accent = colour === "accent";
  return drawIcon(
    name,
    cx,
    cy,
    size,
    accent ? AMBER : "#ffffff",
    accent ? 0.9 : 0.6,
    (3.5 * 24) / size,
  );
}

/** A blueprint dimension line with end ticks. */
function dimension(x1: number, x2: number, y: number): string {
  return `<path d="M${x1} ${y}H${x2}M${x1} ${y - 10}v20M${x2} ${y - 10}v20" stroke="#ffffff" stroke-opacity=".3" stroke-width="2" fill="none"/>`;
}

/**
 * One hero style for every page (docs/decisions/069): a navy gradient with a faint grid, a
 * ground band that runs the full width, and line-drawn objects standing on it at the sides,
 * so a title over the middle (or the left on the home page) never crosses a bright line.
 */
async function hero(path: string, items: Item[], ground = GROUND): Promise<string> {
  const defs = `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${INK}"/><stop offset="1" stop-color="${NAVY}"/></linearGradient>${grid("p", 40, "#ffffff", 0.045)}</defs>`;
  const main = items[0]!;
  const body = [
    defs,
    `<rect width="1600" height="900" fill="url(#g)"/><rect width="1600" height="900" fill="url(#p)"/>`,
    `<circle cx="800" cy="420" r="310" fill="none" stroke="#ffffff" stroke-opacity=".06" stroke-width="2" stroke-dasharray="4 12"/>`,
    `<rect y="${ground}" width="1600" height="${900 - ground}" fill="${INK}" fill-opacity=".5"/>`,
    `<path d="M0 ${ground}H1600" stroke="${AMBER}" stroke-width="3"/>`,
    `<path d="${Array.from({ length: 20 }, (_, i) => `M${i * 80 + 40} ${ground + 14}v10`).join("")}" stroke="#ffffff" stroke-opacity=".18" stroke-width="2"/>`,
    // Measured like a drawing: the main object's width, dimensioned below the ground line.
    dimension(main[1] - main[2] * 0.42, main[1] + main[2] * 0.42, ground + 70),
    ...(await Promise.all(items.map((item) => place(item, ground)))),
  ].join("");
  return write(`${path}.svg`, svg(1600, 900, body));
}

/** A category's card picture (4:3, cropped square in lists): the hero style, its motif centred. */
async function catalogue(slug: string, main: string, accents: [string, string]) {
  const ground = 470;
  const stroke = (size: number) => (3.5 * 24) / size;
  const body = [
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${INK}"/><stop offset="1" stop-color="${NAVY}"/></linearGradient>${grid("p", 32, "#ffffff", 0.05)}</defs>`,
    `<rect width="800" height="600" fill="url(#g)"/><rect width="800" height="600" fill="url(#p)"/>`,
    `<rect y="${ground}" width="800" height="${600 - ground}" fill="${INK}" fill-opacity=".5"/>`,
    `<path d="M0 ${ground}H800" stroke="${AMBER}" stroke-width="3"/>`,
    dimension(290, 510, ground + 55),
    await drawIcon(main, 400, ground - 260 * 0.405, 260, "#ffffff", 0.85, stroke(260)),
    await drawIcon(accents[0], 585, ground - 90 * 0.405, 90, AMBER, 0.9, stroke(90)),
    await drawIcon(accents[1], 215, 150, 70, AMBER, 0.9, stroke(70)),
  ].join("");
  return write(`catalogue/${slug}.svg`, svg(800, 600, body));
}

/**
 * A sub-product's thumbnail (shown at about 64 px, cropped square): the hero style without
 * the grid, with lines thick enough to survive the reduction.
 */
async function subproduct(slug: string, main: string) {
  const ground = 235;
  const body = [
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${INK}"/><stop offset="1" stop-color="${NAVY}"/></linearGradient></defs>`,
    `<rect width="400" height="300" fill="url(#g)"/>`,
    `<rect y="${ground}" width="400" height="${300 - ground}" fill="${INK}" fill-opacity=".5"/>`,
    `<path d="M0 ${ground}H400" stroke="${AMBER}" stroke-width="6"/>`,
    await drawIcon(main, 200, ground - 150 * 0.45, 150, "#ffffff", 0.9, 1.6),
  ].join("");
  return write(`subproducts/${slug}.svg`, svg(400, 300, body));
}

function write(path: string, content: string) {
  const file = join(OUT, path);
  mkdirSync(join(file, ".."), { recursive: true });
  writeFileSync(file, content);
  return file;
}

for (const [key, items] of Object.entries(HEROES))
  await hero(`hero/${key}`, items, key === "home" ? HOME_GROUND : GROUND);
for (const [key, items] of Object.entries(CARDS)) await hero(`cards/${key}`, items);
// A hero per catalogue illustration, for category pages: its own motif at the side.
for (const [slug, main, accents] of CATALOGUE)
  await hero(`hero/catalogue/${slug}`, [
    [main, 1400, 290, "accent"],
    [accents[0], 200, 210, "line"],
  ]);
for (const [slug, main, accents] of CATALOGUE) await catalogue(slug, main, accents);
for (const [slug, main] of SUBPRODUCTS) await subproduct(slug, main);

process.stdout.write(
  `Wrote ${Object.keys(HEROES).length + Object.keys(CARDS).length + 2 * CATALOGUE.length + SUBPRODUCTS.length} images under public/\n`,
);
