import { readdir, rm, stat } from "node:fs/promises";
import { join } from "node:path";

/**
 * The backups the site writes into BACKUP_DIR: `site-backup-2026-01-31T02-00-00-000Z.jsonl.gz`,
 * UTC, so the names sort as the times do. Only such names are listed, downloaded or pruned:
 * anything else in the folder is someone else's (docs/decisions/088).
 */
const BACKUP_NAME = /^site-backup-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z\.jsonl\.gz$/;

export interface BackupEntry {
  name: string;
  bytes: number;
  /** When it was written (the file's time), ISO. */
  createdAt: string;
}

export function isBackupName(name: string): boolean {
  return BACKUP_NAME.test(name);
}

export function backupName(at: Date): string {
  return `site-backup-${at.toISOString().replace(/[:.]/g, "-")}.jsonl.gz`;
}

/** The site's backups in `dir`, newest first; none when the folder does not exist yet. */
export async function listBackups(dir: string): Promise<BackupEntry[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
  const entries: BackupEntry[] = [];
  for (const name of names.filter(isBackupName).sort().reverse()) {
    const info = await stat(join(dir, name)).catch(() => null);
    if (info?.isFile())
      entries.push({ name, bytes: info.size, createdAt: info.mtime.toISOString() });
  }
  return entries;
}

/** Deletes all but the newest `keep` of the site's backups; returns the names deleted. */
export async function pruneBackups(dir: string, keep: number): Promise<string[]> {
  const stale = (await listBackups(dir)).slice(keep).map((entry) => entry.name);
  for (const name of stale) await rm(join(dir, name), { force: true });
  return stale;
}

/**
 * The path of a listed backup, or null: a name from a request is only ever compared with the
 * folder's own listing, so `../site.db` or an absolute path never reaches the file system.
 */
export async function findBackup(dir: string, name: string): Promise<BackupEntry | null> {
  if (!isBackupName(name)) return null;
  return (await listBackups(dir)).find((entry) => entry.name === name) ?? null;
}
