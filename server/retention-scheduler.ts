import type { Services } from "../app/domain/services.server.ts";
import type { Logger } from "./logger.ts";
import { repeatEvery } from "./repeating-task.ts";

/** How often a process asks whether today's run is done; the first ask is at start. */
const EVERY_MS = 10 * 60_000;

/**
 * The daily retention run (docs/decisions/090). Every process asks; the company day is claimed
 * in the database by the run's own transaction, so the day's run happens once, soon after the
 * first process starts or the day turns.
 */
export function startRetentionScheduler(services: Services, logger: Logger) {
  const tick = async () => {
    try {
      const removed = await services.privacy.retention.runDaily();
      if (removed) logger.info({ event: "privacy.retention", removed }, "retention run done");
    } catch (error) {
      logger.error({ event: "privacy.retention_failed", err: error }, "retention run failed");
    }
  };
  return repeatEvery(EVERY_MS, tick);
}
