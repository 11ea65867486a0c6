import { defineConfig, devices } from "@playwright/test";

/**
 * Browser tests run against the production build on a fresh SQLite database,
 * in Debian's Chromium: nothing downloads a browser (docs/decisions/006-testing.md).
 */
const PORT = Number(process.env.E2E_PORT ?? 4173);
const BUILD_DIR = process.env.BUILD_DIR || "build";
export const E2E_ADMIN = { email: "admin@example.com", password: "e2e-admin-password-123" };

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 1,
  // One more try on CI only, reported as flaky (docs/decisions/006-testing.md).
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? "line" : "list",
  use: {
    baseURL: `http://localhost:${PORT}`,
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
  projects: [
    {
      name: "chromium",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: {
    command: `node scripts/e2e-server.ts`,
    url: `http://localhost:${PORT}/healthz`,
    reuseExistingServer: false,
    // The server warms its pages before its port opens (docs/decisions/093).
    timeout: 120_000,
    env: {
      PORT: String(PORT),
      BUILD_DIR,
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      FORM_RATE_LIMIT: "1000",
      FORM_MIN_FILL_MS: "0",
      LOG_LEVEL: "warn",
    },
  },
});
