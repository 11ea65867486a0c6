import { createTable, primaryKey } from "./columns.ts";
import { defineMigration } from "./define-migration.ts";

/**
 * Small key-value facts about the installation. The first is
 * `catalogue_seeded`: the catalogue is seeded once per database, so a
 * catalogue the administrator emptied stays empty after a restart.
 */
export const appSettingsMigration = defineMigration({
  async up(db, t) {
    await createTable(db, "app_settings", {
      key: primaryKey("text"),
      value: "text",
      updated_at: t.timestamp,
    }).execute();
  },
  async down(db) {
    await db.schema.dropTable("app_settings").ifExists().execute();
  },
});
