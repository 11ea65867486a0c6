import { AggregatorRegistry, type Registry } from "prom-client";

/**
 * /metrics with WEB_CONCURRENCY > 1 (docs/decisions/062 and 094). The primary serves no
 * request, and each scrape lands on one worker: that worker asks the primary, which gathers
 * every worker's registry through prom-client's AggregatorRegistry (its own IPC messages)
 * and answers with the sum, or the first value for what the workers all read alike.
 */

const ASK = "site:metrics-ask";
const ANSWER = "site:metrics-answer";
const CLUSTER_TIMEOUT_MS = 2000;

interface Ask {
  type: typeof ASK;
  id: number;
}
interface Answer {
  type: typeof ANSWER;
  id: number;
  text?: string;
  error?: string;
}

/** The primary's side of node:cluster, as much of it as this needs. */
export interface PrimaryChannel {
  on(event: "message", listener: (worker: WorkerChannel, message: unknown) => void): unknown;
}
export interface WorkerChannel {
  send(message: Answer): unknown;
}

/** A worker's side: its `process`, as much of it as this needs. */
export interface ProcessChannel {
  send?(message: Ask): unknown;
  on(event: "message", listener: (message: unknown) => void): unknown;
  off(event: "message", listener: (message: unknown) => void): unknown;
}

/** In the primary: answers each worker's ask with every worker's metrics together. */
export function answerWorkers(
  channel: PrimaryChannel,
  gather: () => Promise<string> = defaultGather(),
) {
  channel.on("message", (worker, message) => {
    if (!isMessage<Ask>(message, ASK)) return;
    gather().then(
      (text) => worker.send({ type: ANSWER, id: message.id, text }),
      (error: unknown) => worker.send({ type: ANSWER, id: message.id, error: String(error) }),
    );
  });
}

function defaultGather(): () => Promise<string> {
  const aggregator = new AggregatorRegistry();
  return () => aggregator.clusterMetrics();
}

/**
 * In a worker: lets the primary read `registry` (prom-client's listener), and returns how
 * to ask the primary for everyone's. Without an answer within `timeoutMs` the worker's own
 * metrics are given, marked by a comment line, so a scrape never hangs on a busy primary.
 */
export function askPrimary(
  registry: Registry,
  channel: ProcessChannel = process,
  timeoutMs = CLUSTER_TIMEOUT_MS,
): () => Promise<string> {
  // Constructing one in a worker is what installs prom-client's answer to the primary.
  new AggregatorRegistry();
  AggregatorRegistry.setRegistries([registry]);
  let next = 0;
  return () => {
    const id = next++;
    return new Promise<string>((resolve) => {
      const finish = (text: string) => {
        clearTimeout(timer);
        channel.off("message", listener);
        resolve(text);
      };
      const ownOnly = (why: string) =>
        registry.metrics().then((text) => finish(`# ${why}: this worker's metrics only\n${text}`));
      const listener = (message: unknown) => {
        if (!isMessage<Answer>(message, ANSWER) || message.id !== id) return;
        if (message.text !== undefined) finish(message.text);
        else void ownOnly("the primary could not gather the workers");
      };
      const timer = setTimeout(
        () => void ownOnly(`no answer from the primary within ${timeoutMs} ms`),
        timeoutMs,
      );
      channel.on("message", listener);
      channel.send?.({ type: ASK, id });
    });
  };
}

function isMessage<T extends { type: string }>(message: unknown, type: T["type"]): message is T {
  return (
    typeof message === "object" && message !== null && "type" in message && message.type === type
  );
}
