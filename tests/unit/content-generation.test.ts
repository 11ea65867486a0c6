import { describe, expect, test } from "vitest";
import {
  bumpContentGeneration,
  createGenerationWatcher,
} from "../../app/domain/content-generation.server.ts";
import { migratedSqliteConnections } from "../support/migrated-sqlite.ts";

const sqlite = migratedSqliteConnections("handle");

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("the content generation watcher", () => {
  test("knows nothing before its first read, then the number the database holds", async () => {
    const watcher = createGenerationWatcher(sqlite("handle").db);
    expect(watcher.known()).toBe(-1);
    const first = await watcher.current();
    expect(watcher.known()).toBe(first);
  });

  test("sees a write at once after refresh, and another process's write with the next poll", async () => {
    const watcher = createGenerationWatcher(sqlite("handle").db);
    const before = await watcher.refresh();
    await bumpContentGeneration(sqlite("handle").db);
    expect(watcher.known()).toBe(before);
    expect(await watcher.refresh()).toBe(before + 1);

    const polled = createGenerationWatcher(sqlite("handle").db, { pollMs: 20 });
    await polled.refresh();
    const stop = polled.watch();
    try {
      await bumpContentGeneration(sqlite("handle").db);
      const started = Date.now();
      while (polled.known() === before + 1 && Date.now() - started < 1000) await sleep(5);
      expect(polled.known()).toBe(before + 2);
    } finally {
      stop();
    }
  });

  test("a burst of reads shares one query", async () => {
    const watcher = createGenerationWatcher(sqlite("handle").db);
    const reads = Array.from({ length: 50 }, () => watcher.current());
    expect(new Set(reads).size).toBe(1);
    await Promise.all(reads);
  });

  test("recent() answers from what it knows within the poll interval, and reads again after it", async () => {
    let clock = 1_000;
    const watcher = createGenerationWatcher(sqlite("handle").db, { pollMs: 250, now: () => clock });
    const first = await watcher.recent();
    await bumpContentGeneration(sqlite("handle").db);
    clock += 249;
    expect(await watcher.recent()).toBe(first);
    clock += 1;
    expect(await watcher.recent()).toBe(first + 1);
  });
});
