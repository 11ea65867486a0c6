import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { npmRun } from "../support/run-to-exit.ts";
import { createTestServices, type TestServices } from "../support/test-app.ts";

/** `npm run backup` and `npm run restore` as the IT person runs them (docs/backups.md). */
const run = (script: string, args: string[], env: Record<string, string>) =>
  npmRun([script, "--", ...args], env);

let site: TestServices;
const folder = mkdtempSync(join(tmpdir(), "site-backup-cli-"));
beforeAll(async () => {
  site = await createTestServices("sqlite");
});
afterAll(async () => {
  await site?.close();
  rmSync(folder, { recursive: true, force: true });
});

test("backs up the configured database, and refuses to restore into one that is not empty", async () => {
  const env = { DATABASE_URL: site.url, DATA_DIR: site.dataDir };
  const file = join(folder, "site.jsonl.gz");
  const backup = await run("backup", [file], env);
  expect(backup.stdout).toMatch(/^Backup written: .*site\.jsonl\.gz/);
  expect(backup.code).toBe(0);
  expect(existsSync(file)).toBe(true);

  const restore = await run("restore", [file], env);
  expect(restore.code).toBe(1);
  expect(restore.stderr.trim().split("\n")).toEqual([
    expect.stringMatching(/^Cannot restore: The database is not empty/),
  ]);

  const empty = `sqlite:${join(folder, "new.db")}`;
  const restored = await run("restore", [file], { DATABASE_URL: empty, DATA_DIR: folder });
  expect(restored.stdout).toMatch(/^Restored \d+ rows/);
  expect(restored.code).toBe(0);
}, 60_000);

test("a bad BACKUP_KEEP stops with one line naming it", async () => {
  const result = await run("backup", [join(folder, "x.gz")], {
    DATABASE_URL: site.url,
    BACKUP_KEEP: "0",
  });
  expect(result.code).toBe(1);
  expect(result.stderr.trim()).toMatch(/^Cannot back up: BACKUP_KEEP: must be at least 1$/);
});
