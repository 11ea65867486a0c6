import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { openDatabase, type DatabaseHandle } from "../../app/db/connection.server.ts";
import { migrateToLatest } from "../../app/db/migrate.server.ts";
import {
  bumpContentGeneration,
  createGenerationWatcher,
} from "../../app/domain/content-generation.server.ts";
import { createSqliteDatabase, type TestDatabase } from "../support/databases.ts";

let database: TestDatabase;
let handle: DatabaseHandle;

beforeAll(async () => {
  database = await createSqliteDatabase();
  handle = openDatabase(database.url);
  await migrateToLatest(handle);
});
afterAll(async () => {
  await handle.close();
  await database.drop();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("the content generation watcher", () => {
  test("knows nothing before its first read, then the number the database holds", async () => {
    const watcher = createGenerationWatcher(handle.db);
    expect(watcher.known()).toBe(-1);
    const first = await watcher.current();
    expect(watcher.known()).toBe(first);
  });

  test("sees a write at once after refresh, and another process's write with the next poll", async () => {
    const watcher = createGenerationWatcher(handle.db);
    const before = await watcher.refresh();
    await bumpContentGeneration(handle.db);
    expect(watcher.known()).toBe(before);
    expect(await watcher.refresh()).toBe(before + 1);

    const polled = createGenerationWatcher(handle.db, { pollMs: 20 });
    await polled.refresh();
    const stop = polled.watch();
    try {
      await bumpContentGeneration(handle.db);
      const started = Date.now();
      while (polled.known() === before + 1 && Date.now() - started < 1000) await sleep(5);
      expect(polled.known()).toBe(before + 2);
    } finally {
      stop();
    }
  });

  test("a burst of reads shares one query", async () => {
    const watcher = createGenerationWatcher(handle.db);
    const reads = Array.from({ length: 50 }, () => watcher.current());
    expect(new Set(reads).size).toBe(1);
    await Promise.all(reads);
  });

  test("recent() answers from what it knows within the poll interval, and reads again after it", async () => {
    let clock = 1_000;
    const watcher = createGenerationWatcher(handle.db, { pollMs: 250, now: () => clock });
    const first = await watcher.recent();
    await bumpContentGeneration(handle.db);
    clock += 249;
    expect(await watcher.recent()).toBe(first);
    clock += 1;
    expect(await watcher.recent()).toBe(first + 1);
  });
});
