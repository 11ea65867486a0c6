import { describe, expect, test } from "vitest";
import { createGenerationWatcher } from "../../app/domain/content-generation.server.ts";
import { createSiteContent } from "../../app/domain/site/site-content.server.ts";
import { createSiteContentStore } from "../../app/domain/site/site-content-store.server.ts";
import { migratedSqliteConnections } from "../support/migrated-sqlite.ts";

/**
 * The published site content a process keeps follows the content generation and nothing
 * else (docs/decisions/079): two connections to one file stand for two processes.
 */
const sqlite = migratedSqliteConnections("writer", "reader");

async function publishPhone(number: string) {
  const store = createSiteContentStore(sqlite("writer").db);
  const current = (await store.latest())!;
  const content = structuredClone(current.content);
  content.company.phones[0]!.number = number;
  return store.publish(current.version, content, "owner@example.com");
}

describe("the published site content of a process", () => {
  test("a copy read just before another process's save is not used once the save is known", async () => {
    // A poll far longer than the test: only what the process knows decides.
    const generation = createGenerationWatcher(sqlite("reader").db, { pollMs: 60_000 });
    const site = createSiteContent(sqlite("reader").db, generation);
    const before = (await site.published()).content.company.phones[0]!.number;

    await publishPhone("+91 265 111 2222");
    // The page cache reads the generation before it renders a page …
    await generation.current();
    // … and the render that follows must show the new number, however recently the copy was read.
    expect((await site.published()).content.company.phones[0]!.number).toBe("+91 265 111 2222");
    expect(before).not.toBe("+91 265 111 2222");
  });

  test("with no page cache polling, a read after the poll interval sees another process's save", async () => {
    let clock = 0;
    const generation = createGenerationWatcher(sqlite("reader").db, {
      pollMs: 250,
      now: () => clock,
    });
    const site = createSiteContent(sqlite("reader").db, generation);
    await site.published();
    await publishPhone("+91 265 333 4444");
    clock += 250;
    expect((await site.published()).content.company.phones[0]!.number).toBe("+91 265 333 4444");
  });

  test("requests that arrive together share one read of the document", async () => {
    const generation = createGenerationWatcher(sqlite("reader").db, { pollMs: 60_000 });
    const site = createSiteContent(sqlite("reader").db, generation);
    await generation.current();
    const reads = await Promise.all(Array.from({ length: 20 }, () => site.published()));
    expect(new Set(reads).size).toBe(1);
  });
});
