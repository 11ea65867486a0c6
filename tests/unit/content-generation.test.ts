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

    const stop = watcher.watch(20);
    try {
      await bumpContentGeneration(handle.db);
      const started = Date.now();
      while (watcher.known() === before + 1 && Date.now() - started < 1000) await sleep(5);
      expect(watcher.known()).toBe(before + 2);
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
});
