import cluster, { type Worker } from "node:cluster";
import type { Logger } from "./logger.ts";
import { withMallocSettings } from "./malloc-settings.ts";
import { answerWorkers } from "./metrics/cluster-metrics.ts";

const RESTART_DELAY_MS = 1000;

/**
 * WEB_CONCURRENCY > 1 (docs/decisions/062): this primary process serves nothing; it
 * forks the workers, which share the port through SO_REUSEPORT (each opens its own sockets,
 * docs/decisions/101) and everything else through the database, replaces one that dies, and
 * passes SIGTERM/SIGINT on so each finishes its requests.
 */
export function runPrimary(workers: number, logger: Logger) {
  let stopping = false;
  // The workers do the image work: they get the malloc settings even when this process did not.
  const fork = () => cluster.fork(withMallocSettings(process.env));
  cluster.on("exit", (worker: Worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    logger.error({ pid: worker.process.pid, code, signal }, "a worker stopped; starting another");
    setTimeout(fork, RESTART_DELAY_MS).unref();
  });
  // A scrape of /metrics lands on one worker, which asks here for all of them (decision 094).
  answerWorkers(cluster);
  for (let i = 0; i < workers; i++) fork();
  logger.info({ workers }, `serving with ${workers} worker processes`);

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}
