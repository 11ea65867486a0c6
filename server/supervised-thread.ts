import { Worker } from "node:worker_threads";
import type { Logger } from "./logger.ts";

export interface SupervisedThreadOptions<Answer> {
  /** For the log: "the submission thread". */
  name: string;
  /** The thread's module and what it is started with. */
  url: URL;
  workerData: unknown;
  logger: Logger;
  /** The thread's answers; a thread that only takes orders needs none. */
  onMessage?(answer: Answer): void;
  /** Runs each time the thread ends, before any replacement starts. */
  onExit?(): void;
  /** Wait before a thread that ended on its own is replaced, so a crash cannot spin. */
  respawnDelayMs?: number;
}

export interface SupervisedThread<Request> {
  post(request: Request): void;
  /**
   * Sends `request` (the thread's "finish and end") and resolves once the thread has ended; a
   * thread still running `forceAfterMs` later is terminated.
   */
  close(request: Request, forceAfterMs: number): Promise<void>;
}

/**
 * A `worker_threads` thread that is replaced when it ends, until it is closed: the server's
 * background threads (docs/decisions/076 and 077) are this with their own protocol.
 */
export function superviseThread<Request, Answer>(
  options: SupervisedThreadOptions<Answer>,
): SupervisedThread<Request> {
  const { logger, name } = options;
  let closing = false;
  let thread = spawn();

  function spawn(): Worker {
    const started = new Worker(options.url, { workerData: options.workerData });
    started.on("message", (answer: Answer) => options.onMessage?.(answer));
    started.on("error", (error) => logger.error({ err: error }, `${name} failed`));
    started.on("exit", () => {
      options.onExit?.();
      if (closing) return;
      const delay = options.respawnDelayMs ?? 0;
      if (delay === 0) thread = spawn();
      else setTimeout(() => closing || (thread = spawn()), delay).unref();
    });
    return started;
  }

  return {
    post(request) {
      thread.postMessage(request);
    },
    async close(request, forceAfterMs) {
      closing = true;
      const current = thread;
      if (current.threadId === -1) return; // already ended
      const exited = new Promise((resolve) => current.once("exit", resolve));
      current.postMessage(request);
      const forced = setTimeout(() => void current.terminate(), forceAfterMs);
      await exited;
      clearTimeout(forced);
    },
  };
}
