import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { runToExit } from "../support/run-to-exit.ts";

/**
 * Fail fast (docs/decisions/040): every bad setting ends the real server within 5 s, exit code 1,
 * with one line that names the setting, and no stack trace. The checks run before
 * the build is loaded, so these need no build.
 */
function start(env: Record<string, string>) {
  return runToExit(
    process.execPath,
    ["server/main.ts"],
    {
      PATH: process.env.PATH ?? "",
      DATA_DIR: "/tmp/startup-test-data",
      PORT: String(45000 + Math.floor(Math.random() * 10000)),
      ...env,
    },
    8000,
  );
}

let busy: Server;
let busyPort = 0;
/** Data folders whose `mail` is a file, or a folder nobody may write (root included: sysfs). */
const mailDirs = { file: "", readOnly: "" };
beforeAll(async () => {
  const root = mkdtempSync(join(tmpdir(), "startup-mail-"));
  mailDirs.file = join(root, "file");
  mkdirSync(mailDirs.file);
  writeFileSync(join(mailDirs.file, "mail"), "");
  mailDirs.readOnly = join(root, "read-only");
  mkdirSync(mailDirs.readOnly);
  symlinkSync("/sys/kernel", join(mailDirs.readOnly, "mail"));
  busy = createServer();
  await new Promise<void>((resolve) => busy.listen(0, "0.0.0.0", resolve));
  busyPort = (busy.address() as { port: number }).port;
});
afterAll(async () => {
  rmSync(dirname(mailDirs.file), { recursive: true, force: true });
  await new Promise<void>((resolve) => busy.close(() => resolve()));
});

const PG = "postgres://postgres@127.0.0.1";
const cases: Array<{
  name: string;
  setting: string;
  env: () => Record<string, string>;
  reason: RegExp;
}> = [
  {
    name: "a malformed PostgreSQL URL",
    setting: "DATABASE_URL",
    env: () => ({ DATABASE_URL: `${PG}:notaport/test` }),
    reason: /not a valid URL/,
  },
  {
    name: "a port where no PostgreSQL answers",
    setting: "DATABASE_URL",
    env: () => ({ DATABASE_URL: `${PG}:1/test` }),
    reason: /nothing answers at 127\.0\.0\.1:1/,
  },
  {
    name: "an unknown database",
    setting: "DATABASE_URL",
    env: () => ({ DATABASE_URL: `${PG}:5432/no_such_db_9` }),
    reason: /"no_such_db_9" does not exist/,
  },
  {
    name: "a DATA_DIR under /proc (it used to hang)",
    setting: "DATA_DIR",
    env: () => ({ DATA_DIR: "/proc/x" }),
    reason: /cannot create \/proc\/x/,
  },
  {
    name: "a DATA_DIR below a file",
    setting: "DATA_DIR",
    env: () => ({ DATA_DIR: "/etc/hostname/data" }),
    reason: /is not a folder/,
  },
  {
    name: "a read-only DATA_DIR",
    setting: "DATA_DIR",
    env: () => ({ DATA_DIR: "/sys/kernel" }),
    reason: /cannot write in \/sys\/kernel/,
  },
  {
    name: "an unusable DATA_DIR on PostgreSQL (mail files go there)",
    setting: "DATA_DIR",
    env: () => ({ DATABASE_URL: `${PG}:5432/test`, DATA_DIR: "/proc/y" }),
    reason: /cannot create/,
  },
  {
    name: "a DATA_DIR whose mail is a file (mail is written there without SMTP_URL)",
    setting: "DATA_DIR",
    env: () => ({ DATA_DIR: mailDirs.file }),
    reason: /\/mail is not a writable folder \(.*exists and is not a folder\)/,
  },
  {
    name: "a DATA_DIR whose mail folder cannot be written",
    setting: "DATA_DIR",
    env: () => ({ DATA_DIR: mailDirs.readOnly }),
    reason: /\/mail is not a writable folder \(cannot write in /,
  },
  {
    name: "an SQLite file in a folder that cannot exist",
    setting: "DATABASE_URL",
    env: () => ({ DATABASE_URL: "sqlite:/proc/z/site.db" }),
    reason: /cannot create \/proc\/z/,
  },
  {
    name: "a port in use",
    setting: "PORT",
    env: () => ({ PORT: String(busyPort) }),
    reason: /already in use/,
  },
  {
    name: "a short metrics token",
    setting: "METRICS_TOKEN",
    env: () => ({ METRICS_TOKEN: "short" }),
    reason: /must be at least 24 characters/,
  },
  {
    name: "a port that is not a number",
    setting: "PORT",
    env: () => ({ PORT: "http" }),
    reason: /must be a port number/,
  },
];

// One at a time: twelve servers starting at once on a two-core machine measure the machine, not
// how soon a bad setting ends the start.
test.for(cases)(
  "$name stops the start with one line naming $setting",
  async ({ setting, env, reason }) => {
    // A start that hung would be killed (code null): exiting with 1 is stopping at once.
    const { code, output } = await start(env());
    expect(code).toBe(1);
    const lines = output
      .trim()
      .split("\n")
      .filter((line) => !line.includes("nodedir"));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(new RegExp(`^Cannot start: ${setting}: `));
    expect(lines[0]).toMatch(reason);
    expect(output).not.toMatch(/\n\s+at /);
  },
);
