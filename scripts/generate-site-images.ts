/**
 * Writes the site's illustrations to public/images (DECISIONS.md section 5:
 * photographs cannot be fetched on the build machines, so the project ships
 * its own light SVG artwork). Run once after changing a motif:
 *   npx node scripts/generate-site-images.ts
 * The output is committed; the build does not run this script.
 * Icons are lucide's (ISC licence), drawn large on a blueprint background.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";

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

const SKYLINE =
  "M0 900V720h80v-60h40v60h60V600h24v-70h16v70h24v120h90l60-40v40l60-40v40l60-40v40h50V560h30v160h40v-90h110v90h30V640a50 50 0 0 1 100 0v80h40V520h18v-40h14v40h18v200h70V610l160-70v180h60V660h120v60h40V590h20v-80h16v80h20v130h90V900Z";
const CRANE =
  "M1230 720V380h14v340ZM1180 380h260v12h-260ZM1237 380l-40 40M1237 380l40 40M1420 392v120";

async function hero(key: string, main: string, accent: string): Promise<string> {
  const defs = `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0b1220"/><stop offset="1" stop-color="#1e3a8a"/></linearGradient>${grid("p", 48, "#ffffff", 0.05)}</defs>`;
  const body = [
    defs,
    `<rect width="1600" height="900" fill="url(#g)"/><rect width="1600" height="900" fill="url(#p)"/>`,
    `<circle cx="1260" cy="300" r="260" fill="none" stroke="#f59e0b" stroke-opacity=".18" stroke-width="2"/>`,
    `<circle cx="1260" cy="300" r="180" fill="#ffffff" fill-opacity=".03"/>`,
    await drawIcon(main, 1260, 300, 240, "#f59e0b", 0.35, 1),
    await drawIcon(accent, 260, 230, 150, "#ffffff", 0.12, 1),
    `<path d="${SKYLINE}" fill="#0b1220" fill-opacity=".85"/>`,
    `<path d="${CRANE}" stroke="#0b1220" stroke-opacity=".85" stroke-width="6" fill="#0b1220" fill-opacity=".85"/>`,
    `<rect y="880" width="1600" height="20" fill="#f59e0b" fill-opacity=".5"/>`,
  ].join("");
  return write(`hero/${key}.svg`, svg(1600, 900, body));
}

const PALETTES = [
  ["#0f172a", "#1e40af"],
  ["#0f2a2e", "#0f766e"],
  ["#1e1b4b", "#4338ca"],
  ["#172554", "#0369a1"],
] as const;

async function catalogue(slug: string, main: string, accents: [string, string], palette: number) {
  const [from, to] = PALETTES[palette % PALETTES.length]!;
  const body = [
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>${grid("p", 32, "#ffffff", 0.07)}</defs>`,
    `<rect width="800" height="600" fill="url(#g)"/><rect width="800" height="600" fill="url(#p)"/>`,
    `<circle cx="400" cy="300" r="190" fill="#ffffff" fill-opacity=".07" stroke="#ffffff" stroke-opacity=".25" stroke-dasharray="6 10"/>`,
    await drawIcon(main, 400, 300, 260, "#ffffff", 0.95, 1.25),
    await drawIcon(accents[0], 120, 110, 96, "#f59e0b", 0.9, 1.5),
    await drawIcon(accents[1], 680, 490, 96, "#f59e0b", 0.9, 1.5),
    `<path d="M40 560h200M560 40h200" stroke="#f59e0b" stroke-width="4" stroke-opacity=".6"/>`,
  ].join("");
  return write(`catalogue/${slug}.svg`, svg(800, 600, body));
}

async function subproduct(slug: string, main: string) {
  const body = [
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#eff6ff"/><stop offset="1" stop-color="#e2e8f0"/></linearGradient>${grid("p", 20, "#1e3a8a", 0.06)}</defs>`,
    `<rect width="400" height="300" fill="url(#g)"/><rect width="400" height="300" fill="url(#p)"/>`,
    `<circle cx="200" cy="150" r="105" fill="#ffffff"/>`,
    await drawIcon(main, 200, 150, 130, "#1e3a8a", 1, 1.5),
    `<rect x="170" y="268" width="60" height="6" rx="3" fill="#f59e0b"/>`,
  ].join("");
  return write(`subproducts/${slug}.svg`, svg(400, 300, body));
}

function write(path: string, content: string) {
  const file = join(OUT, path);
  mkdirSync(join(file, ".."), { recursive: true });
  writeFileSync(file, content);
  return file;
}

const HEROES: Array<[string, string, string]> = [
  ["home", "factory", "cog"],
  ["about", "users", "ruler"],
  ["services", "cog", "wrench"],
  ["products", "boxes", "package"],
  ["contact", "map-pin", "phone"],
  ["project-planning", "clipboard-list", "ruler"],
  ["trading", "package", "truck"],
  ["installation", "construction", "hard-hat"],
  ["maintenance", "wrench", "gauge"],
  ["logistics", "ship", "truck"],
];

const CATALOGUE: Array<[string, string, [string, string]]> = [
  ["motors-power-transmission", "cog", ["zap", "settings"]],
  ["motors-power-transmission-2", "fan", ["cog", "zap"]],
  ["fasteners-spares", "bolt", ["wrench", "settings"]],
  ["hand-power-tools", "hammer", ["wrench", "drill"]],
  ["hand-power-tools-2", "drill", ["hammer", "ruler"]],
  ["electrical-products", "plug-zap", ["cable", "lightbulb"]],
  ["pneumatics-hydraulics", "gauge", ["cylinder", "droplets"]],
  ["pneumatics-hydraulics-2", "cylinder", ["gauge", "waves-horizontal"]],
  ["smart-transmitters-fittings", "radio", ["activity", "thermometer"]],
  ["pumps-plumbing", "droplets", ["waves-horizontal", "wrench"]],
  ["pumps-plumbing-2", "waves-horizontal", ["droplets", "gauge"]],
  ["material-handling", "forklift", ["boxes", "container"]],
  ["material-handling-2", "container", ["forklift", "truck"]],
  ["material-handling-3", "boxes", ["forklift", "package"]],
  ["packaging", "package", ["box", "scissors"]],
  ["infrastructure", "construction", ["building-complex", "hard-hat"]],
  ["infrastructure-2", "building-complex", ["construction", "brick-wall"]],
  ["test-instruments", "activity", ["thermometer", "scan"]],
];

const SUBPRODUCTS: Array<[string, string]> = [
  ["motor", "fan"],
  ["gearbox", "cog"],
  ["chain", "link"],
  ["bearing", "circle-dot"],
  ["bolt", "bolt"],
  ["washer", "disc"],
  ["o-ring", "circle"],
  ["spanner", "wrench"],
  ["grinder", "disc-3"],
  ["drill", "drill"],
  ["cable", "cable"],
  ["breaker", "toggle-right"],
  ["floodlight", "lamp"],
  ["cylinder", "cylinder"],
  ["valve", "circle-gauge"],
  ["hose", "spline"],
  ["transmitter", "radio"],
  ["flow-meter", "waves-horizontal"],
  ["gauge", "gauge"],
  ["pump", "droplets"],
  ["pipe", "waypoints"],
  ["hoist", "anchor"],
  ["pallet-truck", "forklift"],
  ["conveyor", "rows-3"],
  ["film-roll", "film"],
  ["tape", "spool"],
  ["carton", "package"],
  ["steel-beam", "brick-wall"],
  ["scaffold", "grid-3x3"],
  ["helmet", "hard-hat"],
  ["multimeter", "activity"],
  ["thermometer", "thermometer"],
  ["thermal-camera", "camera"],
];

for (const [key, main, accent] of HEROES) await hero(key, main, accent);
let index = 0;
for (const [slug, main, accents] of CATALOGUE) await catalogue(slug, main, accents, index++);
for (const [slug, main] of SUBPRODUCTS) await subproduct(slug, main);

// The favicon: a gear on the brand's navy with the amber accent.
write(
  "../favicon.svg",
  svg(
    64,
    64,
    `<rect width="64" height="64" rx="14" fill="#1e3a8a"/>${await drawIcon("cog", 32, 32, 44, "#f59e0b", 1, 2.25)}`,
  ),
);
process.stdout.write(
  `Wrote ${HEROES.length + CATALOGUE.length + SUBPRODUCTS.length + 1} images under public/\n`,
);
