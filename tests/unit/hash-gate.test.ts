import { expect, test } from "vitest";
import { createHashGate } from "../../app/domain/hash-gate.server.ts";

test("a place is taken at once, before any work, and a full gate refuses the next", () => {
  const gate = createHashGate({ running: 1, waiting: 2 });
  const tickets = [gate.reserve(), gate.reserve(), gate.reserve()];
  expect(tickets.every(Boolean)).toBe(true);
  expect(gate.reserve()).toBeNull();
  expect(gate.stats()).toMatchObject({ active: 0, waiting: 3 });
  tickets[0]?.release();
  expect(gate.reserve()).not.toBeNull();
});

test("a reserved ticket runs when a slot is free, one at a time, and frees its place after", async () => {
  const gate = createHashGate({ running: 1, waiting: 1 });
  const first = gate.reserve();
  const second = gate.reserve();
  let finishFirst = () => {};
  const order: string[] = [];
  const one = first?.run(() =>
    new Promise<void>((resolve) => (finishFirst = resolve)).then(() => order.push("one")),
  );
  const two = second?.run(async () => order.push("two"));
  await Promise.resolve();
  expect(gate.stats()).toMatchObject({ active: 1, waiting: 1 });
  expect(gate.reserve()).toBeNull();
  finishFirst();
  await Promise.all([one, two]);
  expect(order).toEqual(["one", "two"]);
  expect(gate.stats()).toMatchObject({ active: 0, waiting: 0, started: 2 });
  second?.release(); // after running: nothing to give back
  expect(gate.stats()).toMatchObject({ active: 0, waiting: 0 });
});

test("a ticket runs once, and a failing job frees its slot", async () => {
  const gate = createHashGate({ running: 1, waiting: 0 });
  const ticket = gate.reserve();
  await expect(ticket?.run(() => Promise.reject(new Error("broken")))).rejects.toThrow("broken");
  await expect(ticket?.run(async () => 1)).rejects.toThrow(/once/);
  expect(await gate.run(async () => "free again")).toBe("free again");
});
