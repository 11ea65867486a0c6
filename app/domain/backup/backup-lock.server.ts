import { open, rm, stat } from "node:fs/promises";
import { join } from "node:path";

/** A lock older than this was left by a process that died while writing. */
const STALE_MS = 6 * 60 * 60 * 1000;
/** Hidden, so neither the listing nor the go-live check takes it for a backup. */
const LOCK_NAME = ".backup.lock";

export class BackupBusy extends Error {
  constructor() {
    super("A backup is being written now. Try again when it is done.");
  }
}

const heldHere = new Set<string>();

/**
 * Runs `work` while holding the folder's backup lock, so two backups are never written at
 * once into one folder: by two clicks, a click and the daily run, or two processes
 * (WEB_CONCURRENCY). The lock is a file created exclusively; throws BackupBusy when taken.
 */
export async function withBackupLock<T>(dir: string, work: () => Promise<T>): Promise<T> {
  const path = join(dir, LOCK_NAME);
  if (heldHere.has(path)) throw new BackupBusy();
  heldHere.add(path);
  try {
    await takeLockFile(path);
    try {
      return await work();
    } finally {
      await rm(path, { force: true });
    }
  } finally {
    heldHere.delete(path);
  }
}

async function takeLockFile(path: string): Promise<void> {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const handle = await open(path, "wx", 0o600);
      await handle.writeFile(`${process.pid}\n`);
      await handle.close();
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const info = await stat(path).catch(() => null);
      if (info && Date.now() - info.mtimeMs < STALE_MS) throw new BackupBusy();
      await rm(path, { force: true });
    }
  }
  throw new BackupBusy();
}
