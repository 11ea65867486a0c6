import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const VERSION = "1.4.8";
const HOME = join("node_modules", ".cache", `mdn-http-observatory-${VERSION}`);

/**
 * Mozilla's HTTP Observatory scanner, installed from the npm registry on first use. Not a
 * dependency of the project: its install script downloads a CA bundle from the internet, which
 * this machine cannot reach, and the scan needs none of it: the CA is this run's own, and the
 * HSTS preload list it fetches only matters for public domains (`localhost` is on none).
 * The install takes about 20 s on a fresh clone, so the check starts it first and the app
 * starts and is checked meanwhile.
 */
export function installObservatory(): Promise<string> {
  const scanner = join(HOME, "node_modules", "@mdn", "mdn-http-observatory", "src", "scan.js");
  const preload = join(scanner, "..", "..", "conf", "hsts-preload.json");
  if (existsSync(preload)) return Promise.resolve(scanner);
  mkdirSync(HOME, { recursive: true });
  const npm = spawn(
    "npm",
    [
      ...["install", "--prefix", HOME, "--ignore-scripts", "--no-audit", "--no-fund"],
      ...["--no-save", "--loglevel=error", `@mdn/mdn-http-observatory@${VERSION}`],
    ],
    { stdio: ["ignore", "ignore", "inherit"] },
  );
  return new Promise((resolve, reject) => {
    npm.once("error", reject);
    npm.once("close", (code) => {
      if (code !== 0) return reject(new Error("could not install @mdn/mdn-http-observatory"));
      writeFileSync(preload, "{}");
      resolve(scanner);
    });
  });
}

export interface ObservatoryResult {
  grade: string;
  score: number;
  failed: string[];
}

/**
 * Scans https://{host}/ (ports 80 and 443, as the public scanner does) trusting `ca`, with the
 * scanner `installObservatory` gave.
 */
export function observatory(scanner: string, host: string, ca: string): ObservatoryResult {
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
