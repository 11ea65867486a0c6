/**
 * The README's first command on a fresh clone: `npm install && npm start` must install, build,
 * migrate, seed and serve the site with no manual step. The clone is smoke-tested through
 * HTTP and type-checked (a file the tree needs but git does not hold fails either); the suite
 * itself already ran on the working tree, so it is not run a second time here.
 */
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const folder = mkdtempSync(join(tmpdir(), "clean-clone-"));
const port = process.env.CLEAN_CLONE_PORT ?? "4390";
const origin = `http://localhost:${port}`;
// The clone must work from the README alone: none of this run's settings leak into it.
const baseEnv = Object.fromEntries(
  Object.entries(process.env).filter(
    ([key]) => !["DATABASE_URL", "BUILD_DIR", "DATA_DIR", "PORT"].includes(key),
  ),
);
const run = (command: string, args: string[]) => {
  console.log(`$ ${command} ${args.join(" ")}`);
  const result = spawnSync(command, args, { cwd: folder, stdio: "inherit", env: baseEnv });
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

/** What a first visitor and a first administrator meet, each answer checked for its substance. */
const SMOKE: { path: string; expect: (body: string) => boolean; what: string }[] = [
  { path: "/", expect: (b) => b.includes("<h1"), what: "the home page has a heading" },
  { path: "/products", expect: (b) => b.includes("/products/prod-001"), what: "catalogue links" },
  { path: "/products/prod-001", expect: (b) => b.includes("<h1"), what: "a category page" },
  { path: "/contact", expect: (b) => b.includes("<form"), what: "the contact form" },
  {
    path: "/api/products",
    expect: (b) => (JSON.parse(b) as unknown[]).length >= 11,
    what: "the seeded catalogue",
  },
  { path: "/api/openapi.json", expect: (b) => b.includes('"openapi"'), what: "the API document" },
  { path: "/admin/login", expect: (b) => b.includes('type="password"'), what: "the sign-in form" },
];

try {
  run("git", ["clone", "--quiet", process.cwd(), folder]);
  run("npm", ["install", "--no-audit", "--no-fund"]);
  // A process group of its own: npm does not pass a signal on to the server it started, which
  // would outlive this check and answer the next one's health check on the same port.
  const server = spawn("npm", ["start"], {
    cwd: folder,
    stdio: ["ignore", "pipe", "inherit"],
    env: { ...baseEnv, PORT: port },
    detached: true,
  });
  let output = "";
  server.stdout.on("data", (chunk: Buffer) => {
    output += chunk.toString();
    process.stdout.write(chunk);
  });
  const exited = new Promise((resolve) => server.once("exit", resolve));
  try {
    await waitForHealth(`${origin}/healthz`, 180_000);
    if (!/password: \S{12,}/.test(output))
      throw new Error("the first start did not print the administrator's one-time password");
    for (const { path, expect, what } of SMOKE) {
      const response = await fetch(`${origin}${path}`);
      const body = await response.text();
      if (response.status !== 200 || !expect(body))
        throw new Error(`${path}: ${what} (status ${response.status})`);
      console.log(`✔ ${path}: ${what}`);
    }
  } finally {
    process.kill(-server.pid!, "SIGTERM");
    await exited;
  }
  run("npm", ["run", "-s", "typecheck"]);
  console.log("✔ npm install && npm start work on a clean clone");
} finally {
  rmSync(folder, { recursive: true, force: true });
}
