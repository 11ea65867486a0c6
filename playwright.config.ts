import { defineConfig, devices } from "@playwright/test";

/**
 * Browser tests run against the production build on a fresh SQLite database,
 * in Debian's Chromium: nothing downloads a browser (docs/decisions/006-testing.md).
 */
const FIRST_PORT = Number(process.env.E2E_PORT ?? 4173);
const BUILD_DIR = process.env.BUILD_DIR || "build";
export const E2E_ADMIN = { email: "admin@example.com", password: "e2e-admin-password-123" };

/**
 * The files in three projects of about equal time, each with its own server and database: the
 * back office, and the public site in two halves (before-hydration and the accessibility sweep
 * weigh most, in the first).
 */
const SERVERS = [
  { name: "admin", testMatch: ["admin/**/*.spec.ts"], port: FIRST_PORT },
  { name: "site-a-f", testMatch: ["site/[a-f]*.spec.ts"], port: FIRST_PORT + 1 },
  { name: "site-g-z", testMatch: ["site/[g-z]*.spec.ts", "smoke.spec.ts"], port: FIRST_PORT + 2 },
];

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  // Two at a time on two cores, each project on its own server and database with one worker:
  // within a project the files run one after another as they always did, and no two projects
  // meet on one server (docs/decisions/006-testing.md).
  workers: 2,
  // One more try on CI only, reported as flaky (docs/decisions/006-testing.md).
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? "line" : "list",
  use: {
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
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
