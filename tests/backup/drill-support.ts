import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase } from "../../app/db/connection.server.ts";
import { restoreBackup } from "../../app/domain/backup/restore-backup.server.ts";
import { createLogger } from "../../server/logger.ts";
import { startSiteRuntime } from "../../server/site-runtime.ts";
import { createApiApp } from "../support/api-app.ts";
import type { TestClient } from "../support/client.ts";
import type { TestDatabase } from "../support/databases.ts";
import { createEmptyTestDatabase, type DialectName } from "../support/test-app.ts";

export interface RestoredSite {
  client(): TestClient;
  /** Closes the site and drops its database. */
  close(): Promise<void>;
}

/** A fresh database of `dialect` with the backup loaded, as `npm run restore` loads it. */
export async function restoreInto(
  dialect: DialectName,
  file: string,
): Promise<{ database: TestDatabase; counts: Record<string, number> }> {
  const database = await createEmptyTestDatabase(dialect);
  const dataDir = mkdtempSync(join(tmpdir(), "site-restore-"));
  const handle = openDatabase(database.url, dataDir);
  try {
    const { counts } = await restoreBackup(handle, file);
    return { database, counts };
  } finally {
    await handle.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The site started on a restored database exactly as the server starts (its threads too). */
export async function startRestoredSite(database: TestDatabase): Promise<RestoredSite> {
  const dataDir = mkdtempSync(join(tmpdir(), "site-restored-data-"));
  const logger = createLogger("silent");
  const runtime = await startSiteRuntime(
    {
      databaseUrl: database.url,
      dataDir,
      siteUrl: "http://localhost:3000",
      logLevel: "silent",
    },
    logger,
  );
  const { client } = createApiApp(runtime.services, { logger });
  return {
    client,
    async close() {
      await runtime.close().catch(() => undefined);
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
