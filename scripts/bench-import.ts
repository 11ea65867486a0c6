/**
 * `npm run bench:import`: the catalogue spreadsheet import at its limit (docs/decisions/085):
 * 10,000 rows into 100 categories, as CSV and XLSX, on SQLite and (when TEST_DATABASE_URL
 * names a server) PostgreSQL, through the services in this process. Prints a Markdown table
 * of the wall time, the longest stall of the event loop (what a page answered by the same
 * process would wait) and the process's peak memory. Measures; asserts nothing.
 */
import { toCsv, toXlsx } from "../app/domain/catalogue-sheet/write-sheet.server.ts";
import { FIXED_COLUMNS } from "../app/domain/catalogue-sheet/sheet-columns.ts";
import { benchDatabase } from "./support/bench-database.ts";

const CATEGORIES = 100;
const PER_CATEGORY = 100;
const SPECS = ["Flow", "Head", "MOC", "Power", "Size", "Rating"];
const actor = { id: null, email: "bench@example.com", address: "127.0.0.1" };

function rows(ids: string[], make: string): string[][] {
  return ids.flatMap((id, c) =>
    Array.from({ length: PER_CATEGORY }, (_, i) => [
      id,
      `Pump ${c + 1}-${i + 1}, end suction`,
      make,
      `NF-${c}-${i}`,
      "Stainless end-suction pump for process water, back pull-out design.",
      "Nos",
      "1",
      "2–3 weeks",
      "8413",
      ...SPECS.map((name, s) => (s === i % SPECS.length ? "" : `${name} ${i} unit`)),
    ]),
  );
}

/** The step's time, the longest gap between two 5 ms ticks meanwhile, and the peak RSS. */
async function timed<T>(work: () => Promise<T>) {
  let peak = process.memoryUsage().rss;
  let last = performance.now();
  let stall = 0;
  const ticker = setInterval(() => {
    const now = performance.now();
    stall = Math.max(stall, now - last);
    last = now;
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 5);
  const start = performance.now();
  const result = await work();
  const ms = performance.now() - start;
  // One more tick, so a stall that lasted until the end is counted.
  await new Promise((resolve) => setTimeout(resolve, 10));
  clearInterval(ticker);
  return { result, ms, stallMs: stall, peakMb: peak / 1e6 };
}

async function measure(dialect: "sqlite" | "postgres") {
  const { services, close } = await benchDatabase(dialect);
  try {
    const ids: string[] = [];
    for (let c = 0; c < CATEGORIES; c++) {
      const product = await services.products.create({
        title: `Bench Pumps ${c + 1}`,
        category: "Pumps",
        description: "",
        imageUrl: "/images/catalogue/pumps-plumbing.svg",
        isNew: false,
        images: [],
        subproductImages: undefined,
        items: [],
      });
      ids.push(product.id);
    }
    const header = [...FIXED_COLUMNS, ...SPECS.map((s) => `spec:${s}`)];
    const csv = toCsv({ header, rows: rows(ids, "Narmada Flowtech") });
    const xlsx = await toXlsx({ header, rows: rows(ids, "Sabarmati Pumps") });
    const sheets = services.catalogueSheet;
    const steps: Array<[string, () => Promise<unknown>]> = [
      ["dry run, CSV", () => sheets.import(csv, { dryRun: true, actor })],
      ["import, CSV (10,000 created)", () => sheets.import(csv, { dryRun: false, actor })],
      ["import, XLSX (10,000 updated)", () => sheets.import(xlsx, { dryRun: false, actor })],
      ["export, CSV", async () => toCsv(await sheets.export())],
      ["export, XLSX", async () => toXlsx(await sheets.export())],
    ];
    const lines: string[] = [];
    for (const [label, step] of steps) {
      const { ms, stallMs, peakMb } = await timed(step);
      lines.push(
        `| ${dialect} | ${label} | ${Math.round(ms)} | ${Math.round(stallMs)} | ${Math.round(peakMb)} |`,
      );
    }
    return { lines, csvKb: Math.round(csv.length / 1024), xlsxKb: Math.round(xlsx.length / 1024) };
  } finally {
    await close();
  }
}

const dialects: Array<"sqlite" | "postgres"> = process.env.TEST_DATABASE_URL
  ? ["sqlite", "postgres"]
  : ["sqlite"];
const out = [
  "| Database | Step | Time (ms) | Longest stall (ms) | Peak RSS (MB) |",
  "| --- | --- | --- | --- | --- |",
];
let sizes = "";
for (const dialect of dialects) {
  const { lines, csvKb, xlsxKb } = await measure(dialect);
  out.push(...lines);
  sizes = `Files: CSV ${csvKb} KB, XLSX ${xlsxKb} KB (10,000 rows, ${SPECS.length} spec columns).`;
}
console.log(`${out.join("\n")}\n\n${sizes}`);
