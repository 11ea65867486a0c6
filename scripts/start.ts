/**
 * `npm start`: builds when the build is missing or older than the sources,
 * then starts the production server (migrations and seed run at start).
 */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { runServer, serverEntry } from "./support/run-server.ts";

const BUILD_DIR = process.env.BUILD_DIR || "build";
// The bundled server is written last: when it is there, the whole build is.
const BUILD_ENTRY = serverEntry({ BUILD_DIR });
const SOURCES = [
  "app",
  "server",
  "public",
  "react-router.config.ts",
  "vite.config.ts",
  "package-lock.json",
];

function newestChange(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce(
    (newest, entry) => Math.max(newest, newestChange(join(path, entry))),
    stat.mtimeMs,
  );
}

const builtAt = existsSync(BUILD_ENTRY) ? statSync(BUILD_ENTRY).mtimeMs : 0;
if (builtAt === 0 || SOURCES.some((source) => newestChange(source) > builtAt)) {
  console.log("Building the site…");
  const build = spawnSync("npx", ["react-router", "build"], {
    stdio: "inherit",
    env: { ...process.env, BUILD_DIR },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

runServer({ ...process.env, BUILD_DIR });
