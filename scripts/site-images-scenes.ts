/**
 * What each illustration shows (scripts/generate-site-images.ts): lucide icon names, where
 * they stand on the ground line (x centre, size in px of a 1600 × 900 picture), and whether
 * they are drawn in white line or the amber accent (docs/decisions/069).
 */
export type Item = [
  icon: string,
  cx: number,
  size: number,
  colour: "line" | "accent",
  float?: number,
];

/**
 * The home page's title sits left, so its scene stands right (beyond x = 1010, the edge of
 * the middle that a phone shows behind the text); other titles are centred.
 */
export const HEROES: Record<string, Item[]> = {
  home: [
    ["factory", 1310, 400, "line"],
    ["cog", 1400, 120, "accent", 430],
    ["container", 1075, 120, "line"],
  ],
  about: [
    ["building-complex", 1400, 300, "line"],
    ["users", 200, 220, "accent"],
    ["award", 1530, 100, "accent", 250],
  ],
  services: [
    ["wrench", 1410, 280, "accent"],
    ["cog", 190, 240, "line"],
    ["settings", 330, 110, "accent", 250],
  ],
  products: [
    ["boxes", 1400, 300, "line"],
    ["package", 200, 220, "accent"],
    ["forklift", 375, 140, "line"],
  ],
  contact: [
    ["map-pin", 1410, 280, "accent"],
    ["phone", 200, 190, "line"],
    ["mail", 1540, 110, "line", 300],
  ],
  "project-planning": [
    ["drafting-compass", 1410, 280, "accent"],
    ["clipboard-list", 200, 230, "line"],
  ],
  trading: [
    ["truck", 1400, 300, "accent"],
    ["package", 190, 200, "line"],
    ["package-check", 330, 120, "line"],
  ],
  installation: [
    ["construction", 1410, 290, "accent"],
    ["hard-hat", 200, 200, "line"],
  ],
  maintenance: [
    ["wrench", 1410, 270, "accent"],
    ["gauge", 200, 220, "line"],
  ],
  logistics: [
    ["ship", 1400, 300, "accent"],
    ["truck", 200, 220, "line"],
  ],
};

export const CATALOGUE: Array<[string, string, [string, string]]> = [
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

export const SUBPRODUCTS: Array<[string, string]> = [
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
export const CARDS: Record<string, Item[]> = {
  excellence: [
    ["factory", 780, 460, "line"],
    ["hard-hat", 380, 170, "accent"],
    ["container", 1150, 180, "line"],
    ["cog", 1160, 140, "accent", 330],
  ],
  vision: [
    ["building-complex", 800, 420, "line"],
    ["users", 420, 220, "accent"],
    ["handshake", 1180, 200, "accent"],
  ],
};
