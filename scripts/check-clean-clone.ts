/**
 * The README's two commands on a fresh clone: `npm install && npm start`
 * must serve the site, and `npm test` must pass, with no manual step.
 */
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const folder = mkdtempSync(join(tmpdir(), "clean-clone-"));
const port = process.env.CLEAN_CLONE_PORT ?? "4390";
// The clone must work from the README alone: none of this run's settings leak into it.
const baseEnv = Object.fromEntries(
  Object.entries(process.env).filter(
    ([key]) => !["DATABASE_URL", "BUILD_DIR", "DATA_DIR", "PORT"].includes(key),
  ),
);
const run = (command: string, args: string[], env: Record<string, string> = {}) => {
  console.log(`$ ${command} ${args.join(" ")}`);
  const result = spawnSync(command, args, {
    cwd: folder,
    stdio: "inherit",
    env: { ...baseEnv, ...env },
  });
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} failed`);
};

async function waitForHealth(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000}s`);
}

try {
  run("git", ["clone", "--quiet", process.cwd(), folder]);
  // First command: install and start on the embedded SQLite database.
  run("npm", ["install", "--no-audit", "--no-fund"]);
  // A process group of its own: npm does not pass a signal on to the server it started, which
  // would outlive this check and answer the next one's health check on the same port.
  const server = spawn("npm", ["start"], {
    cwd: folder,
    stdio: "inherit",
    env: { ...baseEnv, PORT: port },
    detached: true,
  });
  const exited = new Promise((resolve) => server.once("exit", resolve));
  try {
    await waitForHealth(`http://localhost:${port}/healthz`, 180_000);
    const home = await (await fetch(`http://localhost:${port}/`)).text();
    if (!home.includes("<h1")) throw new Error("the home page has no heading");
    console.log("✔ npm start serves the site");
  } finally {
    process.kill(-server.pid!, "SIGTERM");
    await exited;
  }
  // Second command: every test (without recursing into this check).
  run("npm", ["test"], { SKIP_CLEAN_CLONE: "1" });
  console.log("✔ the README's two commands work on a clean clone");
} finally {
  rmSync(folder, { recursive: true, force: true });
}
