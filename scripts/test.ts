/**
 * `npm test`: every check, in the order that fails fastest. The static checks (formatting,
 * lint, references, import cycles, types, unused code, the OpenAPI document) run side by side,
 * each printing its output when it ends; then unit and API tests (SQLite, and PostgreSQL when
 * TEST_DATABASE_URL is set), the production build, browser tests and the clean-clone check,
 * one after another, because each of those keeps both cores busy on its own.
 */
import { spawn } from "node:child_process";

interface Step {
  name: string;
  command: string[];
  env?: Record<string, string>;
  skip?: string | false;
}

/** Steps in one stage run at once; an inner array runs in order (knip after the typecheck). */
type Stage = (Step | Step[])[];

const buildDir = process.env.BUILD_DIR || "build-test";
const staticChecks: Stage = [
  { name: "format", command: ["npx", "prettier", "--check", "."] },
  { name: "lint", command: ["npx", "eslint", ".", "--max-warnings=0"] },
  { name: "references", command: ["node", "scripts/check-references.ts"] },
  // madge exits non-zero on any cycle: services are composed at the edge (docs/decisions/080).
  {
    name: "cycles",
    command: [
      "npx",
      "madge",
      "--circular",
      "--extensions",
      "ts,tsx",
      "--ts-config",
      "tsconfig.json",
      "app",
      "server",
    ],
  },
  [
    { name: "typecheck", command: ["npm", "run", "-s", "typecheck"] },
    // After the typecheck, whose route type generation knip's resolution of `./+types/…` needs.
    { name: "unused code", command: ["npx", "knip", "--no-progress"] },
  ],
  { name: "OpenAPI lint", command: ["node", "scripts/lint-openapi.ts"] },
];
const stages: Stage[] = [
  staticChecks,
  // With V8 coverage of app/ and server/: the summary is printed, and a fall below the floors in
  // vitest.config.ts fails the step.
  [{ name: "unit and API tests", command: ["npx", "vitest", "run", "--coverage"] }],
  [{ name: "build", command: ["npx", "react-router", "build"], env: { BUILD_DIR: buildDir } }],
  [
    {
      name: "deploy check",
      command: ["node", "scripts/check-deploy.ts"],
      env: { BUILD_DIR: buildDir },
    },
  ],
  [{ name: "browser tests", command: ["npx", "playwright", "test"], env: { BUILD_DIR: buildDir } }],
  [
    {
      name: "clean-clone check",
      command: ["node", "scripts/check-clean-clone.ts"],
      skip: process.env.SKIP_CLEAN_CLONE ? "SKIP_CLEAN_CLONE is set" : false,
    },
  ],
];

/**
 * Runs one step. Alone, it writes straight to the terminal (a long test run shows its progress);
 * beside others, its output is held and printed in one piece when it ends, so the lines of two
 * checks never interleave.
 */
function run(step: Step, alone: boolean): Promise<boolean> {
  if (step.skip) {
    console.log(`\n▶ ${step.name}: skipped, ${step.skip}`);
    return Promise.resolve(true);
  }
  if (alone) console.log(`\n▶ ${step.name}: ${step.command.join(" ")}`);
  const started = Date.now();
  const child = spawn(step.command[0] as string, step.command.slice(1), {
    stdio: alone ? "inherit" : ["ignore", "pipe", "pipe"],
    env: { ...process.env, ...step.env },
  });
  const held: Buffer[] = [];
  child.stdout?.on("data", (chunk: Buffer) => held.push(chunk));
  child.stderr?.on("data", (chunk: Buffer) => held.push(chunk));
  return new Promise((resolve) => {
    child.on("close", (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      if (!alone) {
        console.log(`\n▶ ${step.name}: ${step.command.join(" ")}`);
        process.stdout.write(Buffer.concat(held));
      }
      if (code === 0) console.log(`✔ ${step.name} (${seconds}s)`);
      else console.error(`\n✖ ${step.name} failed after ${seconds}s`);
      resolve(code === 0);
    });
  });
}

async function runInOrder(steps: Step[], alone: boolean): Promise<boolean> {
  for (const step of steps) if (!(await run(step, alone))) return false;
  return true;
}

const started = Date.now();
for (const stage of stages) {
  const alone = stage.length === 1 && !Array.isArray(stage[0]);
  const results = await Promise.all(
    stage.map((entry) => runInOrder(Array.isArray(entry) ? entry : [entry], alone)),
  );
  if (results.includes(false)) process.exit(1);
}
console.log(`\nAll checks passed in ${((Date.now() - started) / 60000).toFixed(1)} min.`);
