import type { Services } from "../../app/domain/services.server.ts";
import type { Logger } from "../logger.ts";
import { repeatEvery } from "../repeating-task.ts";

const EVERY_MS = 5 * 60_000;

/**
 * Asks every few minutes whether today's follow-up digests are due. Every process
 * runs one; the database claim in queueFollowUpDigests makes the day's digests go out once.
 */
export function startDigestScheduler(services: Services, logger: Logger) {
  const tick = async () => {
    try {
      const queued = await services.leads.queueDigests();
      if (queued > 0)
        logger.info({ event: "mail.digests_queued", queued }, "follow-up digests queued");
    } catch (error) {
      logger.error({ event: "mail.digests_failed", err: error }, "follow-up digests failed");
    }
  };
  return repeatEvery(EVERY_MS, tick);
}
