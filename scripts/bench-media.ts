/**
 * `npm run bench:media`: two parts (`BENCH_PARTS=upload,storm`, both by default).
 * storm: twelve 12 MP uploads at once against a production server process, its memory
 * sampled from /proc → docs/performance-media.md (scripts/bench-media/storm.ts).
 * upload: upload-to-usable time of a 12-megapixel JPEG (docs/decisions/055), on a real
 * HTTP server in this process, on SQLite and (when TEST_DATABASE_URL names one) PostgreSQL.
 * "Usable" = the 201 has arrived (record and every variant committed) and a variant is served.
 * Also: a page's latency while six uploads arrive at once, and the variants' sizes.
 * Writes the "Media upload" section of docs/performance-api.md. Measures; asserts nothing.
 */
import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { photograph } from "../tests/support/photographs.ts";
import { ADMIN } from "../tests/support/client.ts";
import { signIn } from "./support/admin-sign-in.ts";
import { writeDocSection } from "./support/doc-section.ts";
import { MEDIA_QUEUE } from "../app/domain/media/media.server.ts";
import { runStorm, type StormFigures } from "./bench-media/storm.ts";
import { STORM_REPORT, stormReport } from "./bench-media/storm-report.ts";
import { listen } from "./support/listen.ts";
import { buildForBench } from "./support/bench-server.ts";
import { appWithAdministrator } from "./support/script-app.ts";
import { benchDatabase } from "./support/bench-database.ts";

const SECRET = "bench-media-session-secret-0123456789abcdef";

const PARTS = new Set((process.env.BENCH_PARTS ?? "upload,storm").split(","));
const STORM_ROUNDS = Math.max(1, Number(process.env.BENCH_STORM_ROUNDS ?? 2));
const BUILD_DIR = process.env.BUILD_DIR || "build-bench-media";
const PORT = Number(process.env.BENCH_PORT ?? 4184);

const UPLOADS = 5;
const BURST = 6;

interface Row {
  database: string;
  medianMs: number;
  maxMs: number;
  servedMs: number;
  burstPageMs: number;
  burst: string;
  peakRssMb: number;
}

async function measure(dialect: "sqlite" | "postgres"): Promise<{ row: Row; sizes: string }> {
  const { services, close } = await benchDatabase(dialect);
  const app = await appWithAdministrator(services, ADMIN, { secret: SECRET });
  const { server, origin } = await listen(app);
  // Every input is made before the clock and the memory sampler start.
  const inputs = await Promise.all(
    Array.from({ length: UPLOADS }, (_, i) => photograph(4000, 3000, 20 + i * 60, { quality: 92 })),
  );
  const burstBytes = await Promise.all(
    Array.from({ length: BURST }, (_, i) => photograph(4000, 3000, 300 + i * 7, { quality: 92 })),
  );
  const baseRss = process.memoryUsage().rss;
  let peakRss = baseRss;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 20);
  try {
    const cookies = await signIn(origin, ADMIN);
    const upload = async (bytes: Buffer, name: string) => {
      const form = new FormData();
      form.set("file", new Blob([new Uint8Array(bytes)], { type: "image/jpeg" }), name);
      form.set("alt", "A 12 MP photograph");
      const started = performance.now();
      const response = await fetch(`${origin}/api/admin/media`, {
        method: "POST",
        headers: cookies,
        body: form,
      });
      const body = (await response.json()) as {
        variants?: { width: number; format: string; url: string }[];
      };
      return { status: response.status, ms: performance.now() - started, body };
    };

    const times: number[] = [];
    let servedMs = 0;
    let sizes = "";
    for (let i = 0; i < UPLOADS; i++) {
      const bytes = inputs[i] as Buffer;
      const started = performance.now();
      const result = await upload(bytes, `twelve-mp-${i}.jpg`);
      if (result.status !== 201) throw new Error(`upload answered ${result.status}`);
      const avif = result.body.variants?.find((v) => v.format === "avif" && v.width === 1280);
      const served = await fetch(`${origin}${avif?.url}`);
      await served.arrayBuffer();
      if (!served.ok) throw new Error(`variant answered ${served.status}`);
      times.push(result.ms);
      servedMs = Math.max(servedMs, performance.now() - started);
      if (i === 0) sizes = await describeSizes(origin, bytes.length, result.body.variants ?? []);
    }
    times.sort((a, b) => a - b);

    // Six uploads at once while a visitor asks for the catalogue.
    const uploads = burstBytes.map((bytes, i) => upload(bytes, `burst-${i}.jpg`));
    await new Promise((resolve) => setTimeout(resolve, 300));
    const pageStarted = performance.now();
    await (await fetch(`${origin}/api/products`)).arrayBuffer();
    const burstPageMs = performance.now() - pageStarted;
    const statuses = (await Promise.all(uploads)).map((r) => r.status);
    const count = (status: number) => statuses.filter((s) => s === status).length;

    return {
      row: {
        database: dialect === "sqlite" ? "SQLite" : "PostgreSQL",
        medianMs: times[Math.floor(times.length / 2)] ?? 0,
        maxMs: times[times.length - 1] ?? 0,
        servedMs,
        burstPageMs,
        burst: `${count(201)} × 201, ${count(503)} × 503`,
        peakRssMb: (peakRss - baseRss) / 2 ** 20,
      },
      sizes,
    };
  } finally {
    clearInterval(sampler);
    server.close();
    await close();
  }
}

async function describeSizes(
  origin: string,
  original: number,
  variants: { width: number; format: string; url: string }[],
): Promise<string> {
  const kb = (n: number) => `${Math.round(n / 1024)} KB`;
  const lines = ["| Width | AVIF | WebP | JPEG |", "|---|---|---|---|"];
  let total = 0;
  for (const width of [...new Set(variants.map((v) => v.width))]) {
    const cells: string[] = [];
    for (const format of ["avif", "webp", "jpeg"]) {
      const variant = variants.find((v) => v.width === width && v.format === format);
      const bytes = variant
        ? (await (await fetch(`${origin}${variant.url}`)).arrayBuffer()).byteLength
        : 0;
      total += bytes;
      cells.push(kb(bytes));
    }
    lines.push(`| ${width} | ${cells.join(" | ")} |`);
  }
  return `${lines.join("\n")}\n\nThe upload was ${kb(original)}; its 15 variants together ${kb(total)}.`;
}

if (PARTS.has("storm")) {
  buildForBench(BUILD_DIR);
  const runs: StormFigures[] = [];
  for (let round = 0; round < STORM_ROUNDS; round++) {
    runs.push(await runStorm({ buildDir: BUILD_DIR, port: PORT, env: process.env }));
    console.log(runs[runs.length - 1]);
  }
  writeFileSync(STORM_REPORT, stormReport(runs, process.env));
  spawnSync("npx", ["prettier", "--write", STORM_REPORT], { stdio: "inherit" });
  console.log(`Wrote ${STORM_REPORT}`);
}

if (PARTS.has("upload")) await uploadPart();

async function uploadPart() {
  const rows: Row[] = [];
  let sizes = "";
  for (const dialect of ["sqlite", "postgres"] as const) {
    if (dialect === "postgres" && !process.env.TEST_DATABASE_URL) continue;
    const result = await measure(dialect);
    rows.push(result.row);
    sizes ||= result.sizes;
    console.log(result.row);
  }

  const ms = (n: number) => `${Math.round(n)} ms`;
  const table = [
    "| Database | Upload to 201, median of 5 | Slowest | Upload to a variant served | 6 uploads at once | Catalogue request during them |",
    "|---|---|---|---|---|---|",
    ...rows.map(
      (r) =>
        `| ${r.database} | ${ms(r.medianMs)} | ${ms(r.maxMs)} | ${ms(r.servedMs)} | ${r.burst} | ${ms(r.burstPageMs)} |`,
    ),
  ].join("\n");

  const doc = "docs/performance-api.md";
  const heading = "## Media upload";
  const section = `${heading}

Measured ${new Date().toISOString().slice(0, 10)} with \`npm run bench:media\` (scripts/bench-media.ts) on
${cpus().length} × ${cpus()[0]?.model ?? "unknown CPU"}: a real HTTP server in the benchmark's process, a
12-megapixel JPEG (4000 × 3000, quality 92, drawn with a fractal texture and sensor grain so
its variants weigh what a photograph's do; tests/support/photographs.ts) uploaded through
\`POST /api/admin/media\`, five times one after another. "Upload to 201" is the time until the
record and all 15 variants are committed: the picture is usable from then on, by every process.
Decisions 054 and 055.

${table}

The machine is shared: its load average was ${loadavg()[0]?.toFixed(1)} at the end of the run, so
the figures vary between runs by up to a factor of two. The process's resident memory grew by at most ${Math.round(rows[0]?.peakRssMb ?? 0)} MB during the
${rows[0]?.database ?? ""} run (uploads one by one, then six at once).

Sizes of one upload's variants:

${sizes}

The encoders share the time roughly equally (AVIF at effort 1, WebP, mozjpeg); decoding the
12 MP JPEG straight to 1920 px wide (shrink-on-load) takes about 0.2 s. The upload queue (${MEDIA_QUEUE.running} processing, ${MEDIA_QUEUE.waiting} admitted behind it) keeps the rest of the site
answering while uploads run.
`;
  writeDocSection(doc, heading, section);
  console.log(table);
}
