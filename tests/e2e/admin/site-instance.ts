import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { E2E_ADMIN } from "../../../playwright.config.ts";
import { spawnServer } from "../../../scripts/support/run-server.ts";
import { startSmtpSink, unusedPort, type SmtpSink } from "../../mail/support/smtp-sink.ts";
import { signInWithForm } from "./support.ts";

export interface SiteInstance {
  /** http://127.0.0.1:PORT: another host name than the shared server's localhost, so cookies stay apart. */
  url: string;
  dataDir: string;
  stop(): Promise<void>;
}

/**
 * A second production server of the same build on its own fresh SQLite
 * database, for tests that need settings the shared e2e server does not have
 * (a mail server that refuses messages). Started and stopped by the test.
 */
export async function startSite(env: Record<string, string> = {}): Promise<SiteInstance> {
  // A production start takes seconds on a quiet machine and can take tens on a busy one: the
  // test or hook that starts a server gets that minute on top of its own time.
  test.info().setTimeout(test.info().timeout + 90_000);
  const port = await unusedPort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = await mkdtemp(join(tmpdir(), "site-e2e-admin-"));
  const child = spawnServer(
    {
      ...process.env,
      BUILD_DIR: process.env.BUILD_DIR || "build",
      PORT: String(port),
      HOST: "127.0.0.1",
      SITE_URL: url,
      DATABASE_URL: `sqlite:${join(dataDir, "site.db")}`,
      DATA_DIR: dataDir,
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      FORM_RATE_LIMIT: "1000",
      FORM_MIN_FILL_MS: "0",
      LOG_LEVEL: "fatal",
      ...env,
    },
    ["ignore", "pipe", "pipe"],
  );
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    await exited;
    await rm(dataDir, { recursive: true, force: true });
  };

  // The server warms its pages before its port opens (docs/decisions/093).
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`The second server exited at start:\n${output}`);
    }
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The second server did not start within 90 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { url, dataDir, stop };
}

/** Signs in on that server through its login form, as a person does, and lands on the dashboard. */
export async function signInAt(page: Page, site: SiteInstance): Promise<void> {
  await page.goto(`${site.url}/admin/login`);
  await signInWithForm(page);
  await expect(page).toHaveURL(/\/admin\/?$/);
}

/** A page in a browser context of its own on that server: its own cookies, no session yet. */
export async function newPageAt(browser: Browser, site: SiteInstance): Promise<Page> {
  return (await browser.newContext({ baseURL: site.url })).newPage();
}

/** A server of its own and the SMTP sink its mail goes to. */
export interface MailedSite {
  site: SiteInstance;
  sink: SmtpSink;
}

/**
 * Starts a server with a sink of its own before each test (`"test"`) or once before the file's
 * tests (`"file"`), and stops both after; returns an accessor for tests and hooks.
 */
export function mailedSite(per: "test" | "file"): () => MailedSite {
  let running: Partial<MailedSite> = {};
  const start = async () => {
    const sink = await startSmtpSink();
    running = { sink };
    running.site = await startSite({ SMTP_URL: sink.url });
  };
  const stop = async () => {
    await running.site?.stop();
    await running.sink?.close();
  };
  if (per === "test") {
    test.beforeEach(start);
    test.afterEach(stop);
  } else {
    test.beforeAll(start);
    test.afterAll(stop);
  }
  return () => {
    const { site, sink } = running;
    if (!site || !sink) throw new Error("The mailed site runs only inside tests and hooks");
    return { site, sink };
  };
}
