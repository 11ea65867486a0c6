import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

// Unit and API tests run in Node against the domain and the Hono app directly;
// the React Router plugin is not needed for them.
export default defineConfig({
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
  test: {
    include: [
      "tests/unit/**/*.test.ts",
      "tests/api/**/*.test.ts",
      "tests/mail/**/*.test.ts",
      "tests/backup/**/*.test.ts",
    ],
    environment: "node",
    globalSetup: ["tests/support/global-setup.ts"],
    setupFiles: ["tests/support/setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // Two forks: each test has its own database, and the tests wait on databases, threads and
    // timers more than they compute (Vitest's default leaves one core free). With the seeded
    // template databases and the tests' scrypt cost (docs/decisions/006-testing.md), the whole
    // run with coverage takes about 7 minutes on two cores, from 11 without coverage before. On a CPU with memory protection keys (PKU), V8's tracking of JIT pages
    // races when worker threads start and stop while compiling WebAssembly (Node's TypeScript
    // stripper, in every submission and mail thread a test starts), and the fork aborts with
    // "Check failed: jit_page.has_value()": the flag turns that tracking off in the forks.
    maxWorkers: Math.max(2, availableParallelism()),
    poolOptions: { forks: { execArgv: ["--no-memory-protection-keys"] } },
    // `npm test` reports V8 coverage of the product's code (`--coverage`); the figures are
    // written to coverage/coverage-summary.json. The floors sit just under the figures
    // of a full run with PostgreSQL (lines 58.7, branches 88.4, functions 69.7), so a change
    // that drops coverage fails the step rather than passing unnoticed.
    coverage: {
      provider: "v8",
      include: ["app/**/*.{ts,tsx}", "server/**/*.ts"],
      reporter: ["text-summary", "json-summary"],
      thresholds: { lines: 58, statements: 58, branches: 88, functions: 69 },
    },
  },
});
