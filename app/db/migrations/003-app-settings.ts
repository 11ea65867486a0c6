import type { Kysely, Migration } from "kysely";
import type { Dialect } from "../connection.server.ts";
import { columnTypes } from "./column-types.ts";

/**
 * Small key-value facts about the installation. The first is
 * `catalogue_seeded`: the catalogue is seeded once per database, so a
 * catalogue the administrator emptied stays empty after a restart.
 */
export function appSettingsMigration(dialect: Dialect): Migration {
  const t = columnTypes(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("app_settings")
        .addColumn("key", "text", (c) => c.primaryKey())
        .addColumn("value", "text", (c) => c.notNull())
        .addColumn("updated_at", t.timestamp, (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("app_settings").ifExists().execute();
    },
  };
}
