import type { Finding, ReadinessFacts } from "./readiness-facts.ts";
import { formatGigabytes } from "../../utils/format-number.ts";

/** Checks of the machine: backups and disk (docs/decisions/089). Pure: facts in, a finding out. */

/** The newest backup must be younger than this. */
export const BACKUP_MAX_AGE_MS = 48 * 60 * 60 * 1000;
/** Below this free space writes start to fail soon: an error. */
export const DISK_ERROR_BYTES = 512 * 1024 * 1024;
/** Below this (or a tenth of the disk) it is time to look: a warning. */
export const DISK_WARNING_BYTES = 2 * 1024 * 1024 * 1024;

const hours = (ms: number) => Math.floor(ms / 3_600_000);
const gib = formatGigabytes;

export function checkBackup({ backup, now }: Pick<ReadinessFacts, "backup" | "now">): Finding {
  const id = "backup";
  if (!backup)
    return {
      id,
      level: "warning",
      summary: "BACKUP_DIR is not set: no backups are taken on a schedule.",
      fix: "Set BACKUP_DIR to a folder (ideally another disk, copied off the machine) for a daily backup.",
    };
  if ("error" in backup)
    return {
      id,
      level: "warning",
      summary: `BACKUP_DIR (${backup.dir}) could not be read: ${backup.error}.`,
      fix: "Create the folder and let the server's user write to it.",
    };
  if (!backup.newest)
    return {
      id,
      level: "warning",
      summary: `No backup in ${backup.dir} yet.`,
      fix: "The server writes one within a minute of start; or run npm run backup -- FILE now.",
    };
  const age = now - backup.newest.at;
  if (age > BACKUP_MAX_AGE_MS)
    return {
      id,
      level: "warning",
      summary: `The newest backup in ${backup.dir} (${backup.newest.name}) is ${hours(age)} hours old.`,
      fix: "Check that the server is running and its log for backup errors; run npm run backup -- FILE now.",
    };
  return {
    id,
    level: "ok",
    summary: `The newest backup (${backup.newest.name}) is ${hours(Math.max(0, age))} hours old.`,
  };
}

export function checkDiskSpace({ disk }: Pick<ReadinessFacts, "disk">): Finding[] {
  return disk.map((d, index) => {
    const id = index === 0 ? "disk" : `disk-${index + 1}`;
    if ("error" in d)
      return {
        id,
        level: "warning",
        summary: `Free space at ${d.path} could not be read: ${d.error}.`,
      };
    const free = `${gib(d.freeBytes)} free of ${gib(d.totalBytes)} at ${d.path}`;
    if (d.freeBytes < DISK_ERROR_BYTES)
      return {
        id,
        level: "error",
        summary: `Only ${free}: uploads, backups and the database will soon fail to write.`,
        fix: "Free space (old backups, logs) or grow the disk.",
      };
    if (d.freeBytes < DISK_WARNING_BYTES || d.freeBytes < d.totalBytes / 10)
      return {
        id,
        level: "warning",
        summary: `${free[0]?.toUpperCase()}${free.slice(1)}: getting low.`,
        fix: "Free space (old backups, logs) or grow the disk before it fills.",
      };
    return { id, level: "ok", summary: `${free[0]?.toUpperCase()}${free.slice(1)}.` };
  });
}
