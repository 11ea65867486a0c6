import { existsSync, readFileSync } from "node:fs";
import { cpus, loadavg, totalmem } from "node:os";
import { MEDIA_QUEUE } from "../../app/domain/media/media.server.ts";
import { MALLOC_SETTINGS } from "../../server/malloc-settings.ts";
import type { StormFigures } from "./storm.ts";

export const STORM_REPORT = "docs/performance-media.md";

/** The hand-written "Reading" section at the end of the report survives a new run. */
function keptReading(): string {
  const previous = existsSync(STORM_REPORT) ? readFileSync(STORM_REPORT, "utf8") : "";
  const at = previous.indexOf("\n## Reading\n");
  return at < 0 ? "\n## Reading\n\n(Write how to read these figures here.)\n" : previous.slice(at);
}

export function stormReport(runs: StormFigures[], env: NodeJS.ProcessEnv): string {
  const mb = (n: number) => `${Math.round(n)} MB`;
  const s = (n: number) => `${n.toFixed(1)} s`;
  const first = runs[0];
  const malloc = Object.keys(MALLOC_SETTINGS)
    .map(
      (name) => `\`${name}=${env[name] ?? MALLOC_SETTINGS[name as keyof typeof MALLOC_SETTINGS]}\``,
    )
    .join(", ");
  const rows = runs.map(
    (r, i) =>
      `| ${i + 1} | ${mb(r.idleMb)} | **${mb(r.peakMb)}** | ${mb(r.afterMb)} | ${r.created} | ${r.refused} | ${r.other.length === 0 ? "0" : r.other.join(", ")} | ${s(r.stormSeconds)} | ${s(r.allStoredSeconds)} (${r.retries} retries) | ${r.stored} | ${r.serverAlive ? "yes" : "**no**"} |`,
  );
  return `# Media upload memory

Measured ${new Date().toISOString().slice(0, 10)} with \`npm run bench:media\` (scripts/bench-media/storm.ts) on
${cpus().length} × ${cpus()[0]?.model ?? "unknown CPU"}, ${Math.round(totalmem() / 2 ** 30)} GB, shared with other
work (load average ${loadavg()[0]?.toFixed(1)} at the end). Decisions 054 and 055.

**The storm**: the production server (\`npm run build\`, then \`server/main.ts\` with
\`NODE_ENV=production\` started as \`npm run serve\` starts it: ${malloc}) on a fresh SQLite
database; an administrator signs in and opens three pages; two seconds later
${first?.uploads ?? 12} different 12-megapixel JPEGs (4000 × 3000, quality 97, ${first?.uploadBytesMb.toFixed(1) ?? "?"} MB each on average)
are sent at once to \`POST /api/admin/media\`. The server's resident memory (VmRSS from
\`/proc/<pid>/status\`) is sampled every 100 ms from just before the storm until every upload
is stored: the refused ones are sent again after their \`Retry-After\` (${first?.retryAfter ?? "?"} s), as a
patient client would. "After" is two seconds later. Queue: ${MEDIA_QUEUE.running} processing,
${MEDIA_QUEUE.waiting} admitted behind it; sharp with one thread per pipeline and no cache.

| Run | Idle RSS | Peak RSS | RSS after | 201 | 503 | Other | Storm answered in | Retried until stored | Stored | Server alive |
| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |
${rows.join("\n")}
${keptReading()}`;
}
