import { constants, setPriority } from "node:os";
import type { Logger } from "./logger.ts";

/**
 * Lowers the calling thread's CPU priority, so that work nobody waits on (the outbox's e-mails)
 * takes only the CPU the request path leaves (docs/decisions/077). On Linux the nice value
 * belongs to each thread and `setPriority(0, …)` names the calling one; elsewhere it would lower
 * the whole process, so it is left alone there. Lowering needs no privilege.
 */
export function runInBackground(logger: Logger): void {
  if (process.platform !== "linux") return;
  try {
    setPriority(0, constants.priority.PRIORITY_BELOW_NORMAL);
  } catch (err) {
    logger.warn({ err }, "the thread's CPU priority could not be lowered");
  }
}
