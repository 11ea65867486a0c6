/**
 * `npm test`: every check, in the order that fails fastest. Formatting, lint,
 * import cycles, types, unit and API tests (SQLite, and PostgreSQL when TEST_DATABASE_URL is
 * set), the production build, browser tests, and the clean-clone check.
 */
import { spawnSync } from "node:child_process";

interface Step {
  name: string;
  command: string[];
  env?: Record<string, string>;
  skip?: string | false;
}

const buildDir = process.env.BUILD_DIR || "build-test";
const steps: Step[] = [
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
  { name: "typecheck", command: ["npm", "run", "-s", "typecheck"] },
  // After the typecheck, whose route type generation knip's resolution of `./+types/…` needs.
  { name: "unused code", command: ["npx", "knip", "--no-progress"] },
  { name: "OpenAPI lint", command: ["node", "scripts/lint-openapi.ts"] },
  // With V8 coverage of app/ and server/: the summary is printed, and a fall below the floors in
  // vitest.config.ts fails the step.
  { name: "unit and API tests", command: ["npx", "vitest", "run", "--coverage"] },
  { name: "build", command: ["npx", "react-router", "build"], env: { BUILD_DIR: buildDir } },
  {
    name: "deploy check",
    command: ["node", "scripts/check-deploy.ts"],
    env: { BUILD_DIR: buildDir },
  },
  { name: "browser tests", command: ["npx", "playwright", "test"], env: { BUILD_DIR: buildDir } },
  {
    name: "clean-clone check",
    command: ["node", "scripts/check-clean-clone.ts"],
    skip: process.env.SKIP_CLEAN_CLONE ? "SKIP_CLEAN_CLONE is set" : false,
  },
];

const started = Date.now();
for (const step of steps) {
  if (step.skip) {
    console.log(`\n▶ ${step.name}: skipped, ${step.skip}`);
    continue;
  }
  console.log(`\n▶ ${step.name}: ${step.command.join(" ")}`);
  const stepStarted = Date.now();
  const result = spawnSync(step.command[0] as string, step.command.slice(1), {
    stdio: "inherit",
    env: { ...process.env, ...step.env },
  });
  const seconds = ((Date.now() - stepStarted) / 1000).toFixed(0);
  if (result.status !== 0) {
    console.error(`\n✖ ${step.name} failed after ${seconds}s`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${step.name} (${seconds}s)`);
}
console.log(`\nAll checks passed in ${((Date.now() - started) / 60000).toFixed(1)} min.`);
