import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { prepareDatabase } from "../../server/bootstrap.ts";
import { createLogger } from "../../server/logger.ts";
import { createTestServices, describeEachDialect, type TestServices } from "../support/test-app.ts";

/** Start-up migrates and seeds an empty catalogue, idempotently. */
describeEachDialect("Start-up", (dialect) => {
  let database: TestServices;
  beforeAll(async () => {
    database = await createTestServices(dialect);
  });
  afterAll(() => database.close());

  const restart = async () => {
    const again = await prepareDatabase({ DATABASE_URL: database.url }, createLogger("silent"));
    const products = await again.services.products.list();
    await again.handle.close();
    return products;
  };

  test("seeds the eleven categories prod-001 to prod-011 into an empty database", async () => {
    const { items, total } = await database.services.products.list();
    expect(total).toBe(11);
    expect(items.map((p) => p.id)).toEqual(
      Array.from({ length: 11 }, (_, n) => `prod-${String(n + 1).padStart(3, "0")}`),
    );
  });

  test("changes nothing when started again on the same database", async () => {
    const before = await database.services.products.list();
    const after = await restart();
    expect(after).toEqual(before);
  });

  test("does not bring back products the administrator deleted", async () => {
    await database.services.products.remove("prod-009");
    const after = await restart();
    expect(after.items.map((p) => p.id)).not.toContain("prod-009");
    expect(after.total).toBe(10);
  });

  test("keeps an emptied catalogue empty after a restart", async () => {
    const { items } = await database.services.products.list();
    for (const product of items) await database.services.products.remove(product.id);
    const after = await restart();
    expect(after.total).toBe(0);
  });
});

test("keeps the default SQLite file in DATA_DIR, beside the session secret and the mail", async () => {
  const dataDir = mkdtempSync(join(tmpdir(), "data-dir-"));
  try {
    const runtime = await prepareDatabase(
      { DATABASE_URL: undefined, DATA_DIR: dataDir },
      createLogger("silent"),
    );
    expect((await runtime.services.products.list()).total).toBe(11);
    await runtime.handle.close();
    expect(existsSync(join(dataDir, "site.db"))).toBe(true);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});
