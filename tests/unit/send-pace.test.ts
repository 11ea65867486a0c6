import { describe, expect, test } from "vitest";
import { createSendPace } from "../../server/mail/send-pace.ts";

describe("the outbox's pace", () => {
  test("lets a second's worth go at once, then one send per interval", () => {
    let now = 0;
    const pace = createSendPace(4, () => now);
    expect([pace.take(), pace.take(), pace.take(), pace.take()]).toEqual([0, 0, 0, 0]);
    expect(pace.take()).toBe(250);
    now = 100;
    expect(pace.take()).toBe(150);
    now = 250;
    expect(pace.take()).toBe(0);
    expect(pace.take()).toBe(250);
  });

  test("saves up no more than a second's worth while idle", () => {
    let now = 0;
    const pace = createSendPace(2, () => now);
    now = 60_000;
    expect([pace.take(), pace.take()]).toEqual([0, 0]);
    expect(pace.take()).toBe(500);
  });

  test("a rate under one a second still lets one send go at once", () => {
    const pace = createSendPace(0.5, () => 0);
    expect(pace.take()).toBe(0);
    expect(pace.take()).toBe(2_000);
  });

  test("a send given back is free again at once, up to a second's worth", () => {
    const pace = createSendPace(2, () => 0);
    expect([pace.take(), pace.take()]).toEqual([0, 0]);
    pace.giveBack();
    expect(pace.take()).toBe(0);
    expect(pace.take()).toBe(500);
    pace.giveBack();
    pace.giveBack();
    pace.giveBack();
    expect([pace.take(), pace.take()]).toEqual([0, 0]);
    expect(pace.take()).toBe(500);
  });

  test("an unlimited pace never waits", () => {
    const pace = createSendPace(Number.POSITIVE_INFINITY, () => 0);
    for (let i = 0; i < 1_000; i++) expect(pace.take()).toBe(0);
  });
});
