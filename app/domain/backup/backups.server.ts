import { mkdir } from "node:fs/promises";
import { join } from "node:path";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import { record, type Actor } from "../audit/audit.server.ts";
import { businessDate } from "../leads/business-day.ts";
import {
  backupName,
  findBackup,
  listBackups,
  pruneBackups,
  type BackupEntry,
} from "./backup-files.server.ts";
import { withBackupLock } from "./backup-lock.server.ts";
import type { DatabaseSource } from "./read-snapshot.server.ts";
import { writeBackup } from "./write-backup.server.ts";

export interface BackupSettings {
  source: DatabaseSource;
  /** BACKUP_DIR; unset: no scheduled backups, and the screen explains how to set it. */
  dir?: string;
  /** BACKUP_KEEP: how many of the newest backups are kept. */
  keep: number;
}

export class BackupsOff extends Error {
  constructor() {
    super("BACKUP_DIR is not set: there is no folder to write backups into.");
  }
}

const DAILY_JOB: Actor = { id: null, email: "backup job", address: "" };
const CLAIM_PREFIX = "backup-day:";
const DAY_MS = 86_400_000;

/**
 * The site's backups in BACKUP_DIR (docs/decisions/088): the list, one written now, the
 * day's one taken once across every process, and the audit entries of both and of downloads.
 */
export function createBackupService(
  db: Kysely<Database>,
  settings: BackupSettings | undefined,
  now: () => number = Date.now,
) {
  const dir = settings?.dir;

  async function create(actor: Actor): Promise<BackupEntry> {
    if (!dir || !settings) throw new BackupsOff();
    await mkdir(dir, { recursive: true });
    return withBackupLock(dir, async () => {
      const name = backupName(new Date(now()));
      const written = await writeBackup(settings.source, join(dir, name));
      await pruneBackups(dir, settings.keep);
      await record(db, {
        actor,
        action: "backup.create",
        target: `backup:${name}`,
        after: { bytes: written.bytes, rows: written.counts },
      });
      const entry = await findBackup(dir, name);
      if (!entry) throw new Error(`The backup ${name} vanished as it was written`);
      return entry;
    });
  }

  return {
    /** BACKUP_DIR, or undefined when unset. */
    dir,
    keep: settings?.keep ?? 0,
    list: (): Promise<BackupEntry[]> => (dir ? listBackups(dir) : Promise.resolve([])),
    create,
    /** A listed backup by its name, or null (never a path outside the listing). */
    find: (name: string) => (dir ? findBackup(dir, name) : Promise.resolve(null)),
    /** Where a listed backup's bytes are. */
    pathOf: (entry: BackupEntry) => join(dir ?? "", entry.name),
    recordDownload: (actor: Actor, entry: BackupEntry) =>
      record(db, {
        actor,
        action: "backup.download",
        target: `backup:${entry.name}`,
        after: { bytes: entry.bytes },
      }),

    /**
     * The day's backup, once across every process: the company day is claimed by inserting
     * its key into app_settings, so only the first process to ask writes it. A failed write
     * gives the day back, for the next ask to try again. Null when there was nothing to do.
     */
    async runDaily(): Promise<BackupEntry | null> {
      if (!dir) return null;
      const at = now();
      const key = `${CLAIM_PREFIX}${businessDate(at)}`;
      const claimed = await db
        .insertInto("app_settings")
        .values({ key, value: "claimed", updated_at: new Date(at).toISOString() })
        .onConflict((oc) => oc.column("key").doNothing())
        .returning("key")
        .executeTakeFirst();
      if (!claimed) return null;
      await db
        .deleteFrom("app_settings")
        .where("key", "like", `${CLAIM_PREFIX}%`)
        .where("key", "<", `${CLAIM_PREFIX}${businessDate(at - 7 * DAY_MS)}`)
        .execute();
      try {
        return await create(DAILY_JOB);
      } catch (error) {
        await db.deleteFrom("app_settings").where("key", "=", key).execute();
        throw error;
      }
    },
  };
}
