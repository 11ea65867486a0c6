import { Migrator, type Migration, type MigrationProvider, type MigrationResultSet } from "kysely";
import type { DatabaseHandle } from "./connection.server.ts";
import { initialMigration } from "./migrations/001-initial.ts";
import { notificationOutboxMigration } from "./migrations/002-notification-outbox.ts";
import { appSettingsMigration } from "./migrations/003-app-settings.ts";
import { outboxRecipientKeyMigration } from "./migrations/004-outbox-recipient-key.ts";
import { siteContentMigration } from "./migrations/005-site-content.ts";
import { teamMigration } from "./migrations/006-team.ts";
import { mediaMigration } from "./migrations/007-media.ts";
import { leadsMigration } from "./migrations/008-leads.ts";
import { projectsMigration } from "./migrations/009-projects.ts";
import { outboxMessageIdMigration } from "./migrations/010-outbox-message-id.ts";
import { catalogueItemsMigration } from "./migrations/011-catalogue-items.ts";
import { searchIndexMigration } from "./migrations/012-search-index.ts";
import { quoteRequestsMigration } from "./migrations/013-quote-requests.ts";
import { accountMailMigration } from "./migrations/017-account-mail.ts";
import { privacyRequestsMigration } from "./migrations/018-privacy-requests.ts";

/**
 * Migrations are numbered and never edited once landed; add a new file and list
 * it here. They are listed in code (not read from a folder) so the production
 * server needs no file-system discovery.
 */
function migrationsFor(handle: DatabaseHandle): Record<string, Migration> {
  return {
    "001-initial": initialMigration(handle.dialect),
    "002-notification-outbox": notificationOutboxMigration(handle.dialect),
    "003-app-settings": appSettingsMigration(handle.dialect),
    "004-outbox-recipient-key": outboxRecipientKeyMigration(),
    "005-site-content": siteContentMigration(handle.dialect),
    "006-team": teamMigration(handle.dialect),
    "007-media": mediaMigration(handle.dialect),
    "008-leads": leadsMigration(handle.dialect),
    "009-projects": projectsMigration(handle.dialect),
    "010-outbox-message-id": outboxMessageIdMigration(),
    "011-catalogue-items": catalogueItemsMigration(handle.dialect),
    "012-search-index": searchIndexMigration(handle.dialect),
    "013-quote-requests": quoteRequestsMigration(handle.dialect),
    "017-account-mail": accountMailMigration(handle.dialect),
    "018-privacy-requests": privacyRequestsMigration(handle.dialect),
  };
}

export async function migrateToLatest(handle: DatabaseHandle): Promise<string[]> {
  return migrate(handle, (migrator) => migrator.migrateToLatest());
}

/** Up to and including `name`: a database of an earlier shape, for a migration's own test. */
export async function migrateUpTo(handle: DatabaseHandle, name: string): Promise<string[]> {
  return migrate(handle, (migrator) => migrator.migrateTo(name));
}

async function migrate(
  handle: DatabaseHandle,
  run: (migrator: Migrator) => Promise<MigrationResultSet>,
): Promise<string[]> {
  const provider: MigrationProvider = { getMigrations: async () => migrationsFor(handle) };
  const migrator = new Migrator({ db: handle.db, provider });
  const { error, results } = await run(migrator);
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
}
