import type { NotifierOptions } from "../../app/domain/notifications/notifier.server.ts";
import type { Logger } from "../logger.ts";

const SUMMARY_EVERY_MS = 60_000;

/**
 * The notifier's `onWithheld` (docs/decisions/039): the first acknowledgement a ceiling holds
 * back is logged at once, the rest as one line a minute with their count. A flood against a
 * ceiling is exactly when it holds back hundreds a second; a line for each would turn the form
 * into a way to fill the log. The visitor's address is personal data: a line names the
 * submission, never them.
 */
export function logWithheldAcknowledgement(
  logger: Logger,
): NonNullable<NotifierOptions["onWithheld"]> {
  const held = new Map<string, { count: number; timer: NodeJS.Timeout }>();
  return (ceiling, submission) => {
    const open = held.get(ceiling);
    if (open) {
      open.count += 1;
      return;
    }
    logger.warn(
      { event: "mail.acknowledgement_withheld", ceiling, submissionId: submission.record.id },
      ceiling === "site"
        ? "ACK_HOURLY_LIMIT reached: the visitor gets no acknowledgement; the team is still notified"
        : "this address had its acknowledgements for the hour: none sent; the team is still notified",
    );
    const timer = setTimeout(() => {
      const { count } = held.get(ceiling)!;
      held.delete(ceiling);
      if (count > 0)
        logger.warn(
          { event: "mail.acknowledgements_withheld", ceiling, count },
          `${count} more acknowledgements held back by the ${ceiling} ceiling in the last minute`,
        );
    }, SUMMARY_EVERY_MS);
    timer.unref();
    held.set(ceiling, { count: 0, timer });
  };
}
