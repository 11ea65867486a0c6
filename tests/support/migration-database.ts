import { openDatabase, type DatabaseHandle } from "../../app/db/connection.server.ts";
import { migrateUpTo } from "../../app/db/migrate.server.ts";
import { createPostgresDatabase, createSqliteDatabase, type DialectName } from "./databases.ts";
import { postgresAvailability } from "./test-app.ts";

/**
 * For a migration's test: a fresh database of the dialect, migrated up to `migration`
 * (the shape the test fills before the next one runs); closed and dropped after `body`.
 */
export async function atMigration(
  dialect: DialectName,
  migration: string,
  body: (handle: DatabaseHandle) => Promise<void>,
): Promise<void> {
  const database =
    dialect === "postgres"
      ? await createPostgresDatabase(postgresAvailability.url!)
      : await createSqliteDatabase();
  const handle = openDatabase(database.url);
  try {
    await migrateUpTo(handle, migration);
    await body(handle);
  } finally {
    await handle.close();
    await database.drop();
  }
}

/** A `products` row as it was before the catalogue items (migration 011), with `fields` over it. */
export function earlierProductRow(
  id: string,
  fields: { title?: string; description: string; image_url?: string; category: string } & {
    images?: string;
    subproduct_images?: string | null;
  },
) {
  const now = new Date().toISOString();
  return {
    id,
    title: `Category ${id}`,
    image_url: "/images/catalogue/packaging.svg",
    is_new: false,
    images: "[]",
    subproduct_images: null,
    created_at: now,
    updated_at: now,
    ...fields,
  };
}
