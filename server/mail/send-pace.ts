/**
 * The outbox's pace (docs/decisions/105): a token bucket that lets `perSecond` sends start a
 * second on average and up to one second's worth at once, so the e-mails of a normal submission
 * leave at once while a flood of them is sent at a steady rate instead of taking the CPU from
 * the pages. Measured on the monotonic clock: a rate is physical time, whatever clock the
 * worker's due times follow (the tests move theirs at will).
 */
/** MAIL_PER_SECOND's default: listmonk's default message rate, under most providers' limits. */
export const DEFAULT_SENDS_PER_SECOND = 10;

export interface SendPace {
  /** Takes a send if one is free and answers 0; otherwise the milliseconds until one is. */
  take(): number;
  /** Returns a send taken for nothing: another worker had claimed the message first. */
  giveBack(): void;
}

export function createSendPace(
  perSecond: number,
  clock: () => number = () => performance.now(),
): SendPace {
  if (perSecond === Number.POSITIVE_INFINITY) return { take: () => 0, giveBack: () => {} };
  const burst = Math.max(1, perSecond);
  let free = burst;
  let at = clock();
  return {
    take() {
      const now = clock();
      free = Math.min(burst, free + ((now - at) * perSecond) / 1000);
      at = now;
      if (free >= 1) {
        free -= 1;
        return 0;
      }
      return Math.ceil(((1 - free) * 1000) / perSecond);
    },
    giveBack() {
      free = Math.min(burst, free + 1);
    },
  };
}
