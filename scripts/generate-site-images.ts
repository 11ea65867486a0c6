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

/** Colours of the Tailwind theme (app/app.css): ink, brand-800, accent; docs/design.md. */
const INK = "#0f172a";
const NAVY = "#1e3a8a";
const AMBER = "#f59e0b";
/** Where objects stand: visible in the 60svh crop of inner pages and the full home hero. */
const GROUND = 700;

type Item = [icon: string, cx: number, size: number, colour: "line" | "accent", float?: number];

/** An icon standing on the ground line, or floating `float` px above it. */
async function place([name, cx, size, colour, float = 0]: Item): Promise<string> {
  const cy = GROUND - float - size * 0.405;
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
async function hero(path: string, items: Item[]): Promise<string> {
  const defs = `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${INK}"/><stop offset="1" stop-color="${NAVY}"/></linearGradient>${grid("p", 40, "#ffffff", 0.045)}</defs>`;
  const main = items[0]!;
  const body = [
    defs,
    `<rect width="1600" height="900" fill="url(#g)"/><rect width="1600" height="900" fill="url(#p)"/>`,
    `<circle cx="800" cy="420" r="310" fill="none" stroke="#ffffff" stroke-opacity=".06" stroke-width="2" stroke-dasharray="4 12"/>`,
    `<rect y="${GROUND}" width="1600" height="${900 - GROUND}" fill="${INK}" fill-opacity=".5"/>`,
    `<path d="M0 ${GROUND}H1600" stroke="${AMBER}" stroke-width="3"/>`,
    `<path d="${Array.from({ length: 20 }, (_, i) => `M${i * 80 + 40} ${GROUND + 14}v10`).join("")}" stroke="#ffffff" stroke-opacity=".18" stroke-width="2"/>`,
    // Measured like a drawing: the main object's width, dimensioned below the ground line.
    dimension(main[1] - main[2] * 0.42, main[1] + main[2] * 0.42, GROUND + 70),
    ...(await Promise.all(items.map(place))),
  ].join("");
  return write(`${path}.svg`, svg(1600, 900, body));
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

/** The home page's title sits left, so its scene stands right; other titles are centred. */
const HEROES: Array<[string, Item[]]> = [
  [
    "home",
    [
      ["factory", 1290, 440, "line"],
      ["cog", 1390, 120, "accent", 470],
      ["container", 1010, 150, "line"],
    ],
  ],
  [
    "about",
    [
      ["building-complex", 1400, 300, "line"],
      ["users", 200, 220, "accent"],
      ["award", 1530, 100, "accent", 250],
    ],
  ],
  [
    "services",
    [
      ["wrench", 1410, 280, "accent"],
      ["cog", 190, 240, "line"],
      ["settings", 330, 110, "accent", 250],
    ],
  ],
  [
    "products",
    [
      ["boxes", 1400, 300, "line"],
      ["package", 200, 220, "accent"],
      ["forklift", 1150, 150, "line"],
    ],
  ],
  [
    "contact",
    [
      ["map-pin", 1410, 280, "accent"],
      ["phone", 200, 190, "line"],
      ["mail", 1540, 110, "line", 300],
    ],
  ],
  [
    "project-planning",
    [
      ["drafting-compass", 1410, 280, "accent"],
      ["clipboard-list", 200, 230, "line"],
    ],
  ],
  [
    "trading",
    [
      ["truck", 1400, 300, "accent"],
      ["package", 190, 200, "line"],
      ["package-check", 330, 120, "line"],
    ],
  ],
  [
    "installation",
    [
      ["construction", 1410, 290, "accent"],
      ["hard-hat", 200, 200, "line"],
    ],
  ],
  [
    "maintenance",
    [
      ["wrench", 1410, 270, "accent"],
      ["gauge", 200, 220, "line"],
    ],
  ],
  [
    "logistics",
    [
      ["ship", 1400, 300, "accent"],
      ["truck", 200, 220, "line"],
    ],
  ],
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

/** Pictures beside text (16:9 cards, shown whole): the scene stands in the middle. */
const CARDS: Array<[string, Item[]]> = [
  [
    "excellence",
    [
      ["factory", 780, 460, "line"],
      ["hard-hat", 380, 170, "accent"],
      ["container", 1150, 180, "line"],
      ["cog", 1160, 140, "accent", 330],
    ],
  ],
  [
    "vision",
    [
      ["building-complex", 800, 420, "line"],
      ["users", 420, 220, "accent"],
      ["handshake", 1180, 200, "accent"],
    ],
  ],
];

for (const [key, items] of HEROES) await hero(`hero/${key}`, items);
for (const [key, items] of CARDS) await hero(`cards/${key}`, items);
// A hero per catalogue illustration, for category pages: its own motif at the side.
for (const [slug, main, accents] of CATALOGUE)
  await hero(`hero/catalogue/${slug}`, [
    [main, 1400, 290, "accent"],
    [accents[0], 200, 210, "line"],
  ]);
let index = 0;
for (const [slug, main, accents] of CATALOGUE) await catalogue(slug, main, accents, index++);
for (const [slug, main] of SUBPRODUCTS) await subproduct(slug, main);

process.stdout.write(
  `Wrote ${HEROES.length + CARDS.length + 2 * CATALOGUE.length + SUBPRODUCTS.length} images under public/\n`,
);
