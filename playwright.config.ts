import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./tests/support/chromium.ts";

/**
 * Browser tests run against the production build on a fresh SQLite database,
 * in Debian's Chromium: nothing downloads a browser (docs/decisions/006-testing.md).
 */
const FIRST_PORT = Number(process.env.E2E_PORT ?? 4173);
const BUILD_DIR = process.env.BUILD_DIR || "build";
export const E2E_ADMIN = { email: "admin@example.com", password: "e2e-admin-password-123" };

/**
 * Two projects of about equal time, each with its own server and database: the public site and
 * the back office. A third (the public site in two halves) measured slower: two cores run two.
 * A spec that starts servers of its own (every-process-fresh, 35 s) sits where it evens the two
 * out: the run lasts as long as the longer project.
 */
const SERVERS = [
  { name: "site", testMatch: ["site/**/*.spec.ts", "smoke.spec.ts"], port: FIRST_PORT },
  { name: "admin", testMatch: ["admin/**/*.spec.ts"], port: FIRST_PORT + 1 },
];

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  // Both projects at once, each on its own server and database with one worker: within a
  // project the files run one after another as they always did, and the two never meet on one
  // server (docs/decisions/006-testing.md).
  workers: 2,
  // One more try on CI only, reported as flaky (docs/decisions/006-testing.md).
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? "line" : "list",
  use: {
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_FLAGS,
    },
    trace: "off",
  },
  projects: SERVERS.map(({ name, testMatch, port }) => ({
    name,
    testMatch,
    workers: 1,
    use: {
      ...devices["Desktop Chrome"],
      viewport: { width: 1280, height: 800 },
      baseURL: `http://localhost:${port}`,
    },
  })),
  webServer: SERVERS.map(({ port }) => ({
    command: `node scripts/e2e-server.ts`,
    url: `http://localhost:${port}/healthz`,
    reuseExistingServer: false,
    // The server warms its pages before its port opens (docs/decisions/093).
    timeout: 120_000,
    env: {
      PORT: String(port),
      BUILD_DIR,
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      FORM_RATE_LIMIT: "1000",
      FORM_MIN_FILL_MS: "0",
      LOG_LEVEL: "warn",
    },
  })),
});
