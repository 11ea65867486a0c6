import type { Services } from "../app/domain/services.server.ts";
import type { Logger } from "./logger.ts";
import { repeatEvery } from "./repeating-task.ts";

/** The first ask, once the server has settled after its start; then every ten minutes. */
const FIRST_MS = 15_000;
const EVERY_MS = 10 * 60_000;

/**
 * The daily backup into BACKUP_DIR (docs/decisions/088). Every process asks; the company day
 * is claimed in the database, so the day's backup is written once, within a minute of the
 * first start of a day without one, or soon after the day turns. Never awaited by the start.
 */
export function startBackupScheduler(services: Services, logger: Logger) {
  if (!services.backups.dir) return { stop: () => {} };
  const tick = async () => {
    try {
      const written = await services.backups.runDaily();
      if (written) logger.info({ event: "backup.written", ...written }, "daily backup written");
    } catch (error) {
      logger.error({ event: "backup.failed", err: error }, "daily backup failed");
    }
  };
  return repeatEvery(EVERY_MS, tick, { firstAfterMs: FIRST_MS });
}
