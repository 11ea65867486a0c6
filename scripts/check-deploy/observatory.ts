import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const VERSION = "1.4.8";
const HOME = join("node_modules", ".cache", `mdn-http-observatory-${VERSION}`);

/**
 * Mozilla's HTTP Observatory scanner, installed from the npm registry on first use. Not a
 * dependency of the project: its install script downloads a CA bundle from the internet, which
 * this machine cannot reach, and the scan needs none of it: the CA is this run's own, and the
 * HSTS preload list it fetches only matters for public domains (`localhost` is on none).
 */
function install(): string {
  const scanner = join(HOME, "node_modules", "@mdn", "mdn-http-observatory", "src", "scan.js");
  if (existsSync(join(scanner, "..", "..", "conf", "hsts-preload.json"))) return scanner;
  mkdirSync(HOME, { recursive: true });
  const result = spawnSync(
    "npm",
    [
      ...["install", "--prefix", HOME, "--ignore-scripts", "--no-audit", "--no-fund"],
      ...["--no-save", "--loglevel=error", `@mdn/mdn-http-observatory@${VERSION}`],
    ],
    { stdio: "inherit" },
  );
  if (result.status !== 0) throw new Error("could not install @mdn/mdn-http-observatory");
  writeFileSync(join(scanner, "..", "..", "conf", "hsts-preload.json"), "{}");
  return scanner;
}

export interface ObservatoryResult {
  grade: string;
  score: number;
  failed: string[];
}

/** Scans https://{host}/ (ports 80 and 443, as the public scanner does) trusting `ca`. */
export function observatory(host: string, ca: string): ObservatoryResult {
  const scanner = install();
  const result = spawnSync(process.execPath, [scanner, host], {
    env: { ...process.env, NODE_EXTRA_CA_CERTS: ca },
    encoding: "utf8",
    timeout: 120_000,
  });
  const report = JSON.parse(result.stdout || "{}") as {
    error?: string;
    scan?: { grade: string; score: number };
    tests?: Record<string, { pass: boolean; result: string }>;
  };
  if (!report.scan)
    throw new Error(`the Observatory scan failed: ${report.error ?? result.stderr}`);
  const failed = Object.entries(report.tests ?? {})
    .filter(([, test]) => !test.pass)
    .map(([name, test]) => `${name}: ${test.result}`);
  return { grade: report.scan.grade, score: report.scan.score, failed };
}
