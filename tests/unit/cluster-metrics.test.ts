import cluster, { type Worker } from "node:cluster";
import { EventEmitter } from "node:events";
import { fileURLToPath } from "node:url";
import { Counter, Registry } from "prom-client";
import { describe, expect, test } from "vitest";
import {
  answerWorkers,
  askPrimary,
  type ProcessChannel,
} from "../../server/metrics/cluster-metrics.ts";

/** A worker's `process` and the primary's `cluster`, joined by hand. */
function wiredPair(gather: () => Promise<string>) {
  const primary = new EventEmitter();
  const worker = new EventEmitter();
  const fromPrimary = { send: (message: unknown) => worker.emit("message", message) };
  const channel: ProcessChannel = {
    send: (message) => primary.emit("message", fromPrimary, message),
    on: (event, listener) => worker.on(event, listener),
    off: (event, listener) => worker.off(event, listener),
  };
  answerWorkers(primary, gather);
  return { channel, listeners: () => worker.listenerCount("message") };
}

function ownRegistry() {
  const registry = new Registry();
  new Counter({ name: "own_total", help: "own", registers: [registry] }).inc(3);
  return registry;
}

describe("/metrics across worker processes", () => {
  test("a worker's scrape is the primary's gathered answer", async () => {
    const { channel, listeners } = wiredPair(async () => "all_total 9\n");
    const scrape = askPrimary(ownRegistry(), channel, 1000);
    expect(await scrape()).toBe("all_total 9\n");
    expect(await scrape()).toBe("all_total 9\n");
    expect(listeners()).toBe(0);
  });

  test("no answer within the time: the worker's own metrics, said so in a comment", async () => {
    const { channel } = wiredPair(() => new Promise(() => undefined));
    const text = await askPrimary(ownRegistry(), channel, 50)();
    expect(text).toMatch(
      /^# no answer from the primary within 50 ms: this worker's metrics only\n/,
    );
    expect(text).toMatch(/^own_total 3$/m);
  });

  test("a primary that cannot gather: the worker's own metrics", async () => {
    const { channel } = wiredPair(() => Promise.reject(new Error("Operation timed out.")));
    const text = await askPrimary(ownRegistry(), channel, 1000)();
    expect(text).toMatch(/^# the primary could not gather the workers/);
    expect(text).toMatch(/^own_total 3$/m);
  });

  test("two real workers: counts add up, values read alike are taken once", async () => {
    answerWorkers(cluster);
    cluster.setupPrimary({
      exec: fileURLToPath(new URL("../support/metrics-cluster-worker.ts", import.meta.url)),
      execArgv: [],
      silent: true,
    });
    const fork = (increment: number) =>
      new Promise<Worker>((resolve, reject) => {
        const worker = cluster.fork({ INCREMENT: String(increment) });
        worker.once("message", () => resolve(worker));
        worker.once("exit", (code) => reject(new Error(`the worker ended with ${code}`)));
      });
    const workers = await Promise.all([fork(2), fork(3)]);
    try {
      const scraped = new Promise<string>((resolve) =>
        workers[0]!.on("message", (message: { scraped?: string }) => {
          if (message.scraped) resolve(message.scraped);
        }),
      );
      workers[0]!.send("scrape");
      const text = await scraped;
      expect(text).toMatch(/^test_requests_total 5$/m);
      expect(text).toMatch(/^test_stored 7$/m);
    } finally {
      for (const worker of workers) worker.kill();
    }
  }, 20_000);
});
