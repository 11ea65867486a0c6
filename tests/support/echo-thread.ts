import { parentPort } from "node:worker_threads";

/** A thread for tests/unit/supervised-thread.test.ts: echoes, ends when asked, or on "close". */
parentPort!.on("message", (message: string) => {
  if (message === "crash") process.exit(3);
  if (message === "close") return parentPort!.close();
  if (message === "hang") return setInterval(() => undefined, 1_000);
  parentPort!.postMessage(message);
});
