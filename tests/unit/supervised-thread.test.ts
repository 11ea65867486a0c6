import { expect, test } from "vitest";
import { createLogger } from "../../server/logger.ts";
import { superviseThread } from "../../server/supervised-thread.ts";

const ECHO = new URL("../support/echo-thread.ts", import.meta.url);

function start(respawnDelayMs = 0) {
  const answers: string[] = [];
  let exits = 0;
  const thread = superviseThread<string, string>({
    name: "the echo thread",
    url: ECHO,
    workerData: null,
    logger: createLogger("silent"),
    onMessage: (answer) => answers.push(answer),
    onExit: () => (exits += 1),
    respawnDelayMs,
  });
  return { thread, answers, exits: () => exits };
}

async function until(check: () => boolean, timeoutMs = 5_000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

test("a thread that ends on its own is replaced, after the delay, and answers again", async () => {
  const { thread, answers, exits } = start(200);
  thread.post("crash");
  await until(() => exits() === 1);
  const endedAt = Date.now();
  // Posted while no thread runs: lost, as a nudge may be; the next thread answers the next one.
  await until(() => {
    thread.post("ping");
    return answers.includes("ping");
  });
  expect(Date.now() - endedAt).toBeGreaterThanOrEqual(150);
  await thread.close("close", 2_000);
  expect(exits()).toBe(2);
});

test("close ends the thread with its message and starts no other", async () => {
  const { thread, exits } = start();
  await thread.close("close", 2_000);
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(exits()).toBe(1);
  // A second close of an ended thread resolves at once.
  await thread.close("close", 2_000);
});

test("a thread that does not end when asked is terminated", async () => {
  const { thread, exits } = start();
  thread.post("hang");
  const asked = Date.now();
  await thread.close("ignored", 300);
  expect(Date.now() - asked).toBeGreaterThanOrEqual(250);
  expect(exits()).toBe(1);
});
