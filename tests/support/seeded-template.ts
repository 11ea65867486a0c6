import { copyFileSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { prepareDatabase } from "../../server/bootstrap.ts";
import { createLogger } from "../../server/logger.ts";
import { createPostgresDatabase, createSqliteDatabase, type TestDatabase } from "./databases.ts";

/**
 * What a start does to an empty database (migrations and the seed: its datasheets are drawn
 * with pdfkit, about a second and a half) is done once per run, in the global set-up, and each
 * test app gets a copy: the SQLite file copied, or a PostgreSQL database created from the
 * template. The seed itself is still what ran (server/bootstrap.ts on an empty database).
 */
export interface SeededTemplates {
  /** The migrated and seeded SQLite file. */
  sqliteFile: string;
  /** The PostgreSQL template's URL, when PostgreSQL runs. */
  postgresUrl?: string;
}

export async function buildSeededTemplates(
  serverUrl: string | undefined,
): Promise<{ templates: SeededTemplates; remove(): Promise<void> }> {
  const sqlite = await createSqliteDatabase();
  await seedInto(sqlite.url);
  const postgres = serverUrl ? await createPostgresDatabase(serverUrl) : undefined;
  if (postgres) {
    await seedInto(postgres.url);
    await postgres.settle();
  }
  return {
    templates: { sqliteFile: sqlite.url.slice("sqlite:".length), postgresUrl: postgres?.url },
    async remove() {
      await sqlite.drop();
      await postgres?.drop();
    },
  };
}

async function seedInto(databaseUrl: string) {
  const { handle } = await prepareDatabase({ DATABASE_URL: databaseUrl }, createLogger("silent"));
  await handle.close();
}

/** A fresh SQLite file holding what the template holds. */
export function copySqliteTemplate(templates: SeededTemplates): TestDatabase {
  const dir = mkdtempSync(join(tmpdir(), "site-test-"));
  const file = join(dir, "site.db");
  for (const suffix of ["", "-wal"]) {
    const source = `${templates.sqliteFile}${suffix}`;
    if (existsSync(source)) copyFileSync(source, `${file}${suffix}`);
  }
  return { url: `sqlite:${file}`, drop: async () => rmSync(dir, { recursive: true, force: true }) };
}

/** A fresh PostgreSQL database on `serverUrl`'s server, created from the template. */
export function copyPostgresTemplate(
  serverUrl: string,
  templates: SeededTemplates,
): Promise<TestDatabase> {
  if (!templates.postgresUrl) throw new Error("No PostgreSQL template was built for this run");
  return createPostgresDatabase(serverUrl, new URL(templates.postgresUrl).pathname.slice(1));
}
