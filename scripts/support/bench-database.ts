import { prepareDatabase } from "../../server/bootstrap.ts";
import { createLogger } from "../../server/logger.ts";
import { createPostgresDatabase, createSqliteDatabase } from "../../tests/support/databases.ts";

/**
 * A fresh, migrated database of the dialect for one benchmark run (PostgreSQL at
 * TEST_DATABASE_URL), with the site's services on it; `close` closes and drops it.
 */
export async function benchDatabase(dialect: "sqlite" | "postgres") {
  const database =
    dialect === "postgres"
      ? await createPostgresDatabase(process.env.TEST_DATABASE_URL ?? "")
      : await createSqliteDatabase();
  const runtime = await prepareDatabase({ DATABASE_URL: database.url }, createLogger("silent"));
  const close = async () => {
    await runtime.handle.close();
    await database.drop();
  };
  return { ...runtime, close };
}
