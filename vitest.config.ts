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
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // Vitest leaves one core free by default: one fork on a 2-core machine. The tests wait on
    // databases, threads and timers more than they compute, and each has its own database, so
    // two forks share two cores well: 19 minutes down to 15 on a busy machine.
    maxWorkers: Math.max(2, availableParallelism()),
    // `npm test` reports V8 coverage of the product's code ; the figures are
    // written to coverage/coverage-summary.json.
    coverage: {
      provider: "v8",
      include: ["app/**/*.{ts,tsx}", "server/**/*.ts"],
      reporter: ["text-summary", "json-summary"],
    },
  },
});
