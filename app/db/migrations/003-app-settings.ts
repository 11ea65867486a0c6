import { defineMigration } from "./define-migration.ts";

/**
 * Small key-value facts about the installation. The first is
 * `catalogue_seeded`: the catalogue is seeded once per database, so a
 * catalogue the administrator emptied stays empty after a restart.
 */
export const appSettingsMigration = defineMigration({
  async up(db, t) {
    await db.schema
      .createTable("app_settings")
      .addColumn("key", "text", (c) => c.primaryKey())
      .addColumn("value", "text", (c) => c.notNull())
      .addColumn("updated_at", t.timestamp, (c) => c.notNull())
      .execute();
  },
  async down(db) {
    await db.schema.dropTable("app_settings").ifExists().execute();
  },
});
