import { describe, expect, test } from "vitest";
import { blankItem } from "../../app/domain/catalogue-items/blank-item.ts";
import { namesOf, planFromDescription } from "../../app/domain/catalogue-items/plan-items.ts";

/** docs/decisions/081: what a description-only save does to stored items. */
let counter = 0;
const newId = () => `new-${++counter}`;
const stored = [
  { ...blankItem("Butterfly Valves, wafer type", "a"), slug: "butterfly", make: "Revati" },
  { ...blankItem("Gate Valve", "b"), slug: "gate-valve", images: ["/1.png", "/2.png"] },
];

describe("namesOf", () => {
  test("joins comma pieces back into a stored name, and only then", () => {
    expect(namesOf("Butterfly Valves, wafer type, Gate Valve", stored)).toEqual([
      "Butterfly Valves, wafer type",
      "Gate Valve",
    ]);
    expect(namesOf("Butterfly Valves,Gate Valve", stored)).toEqual([
      "Butterfly Valves",
      "Gate Valve",
    ]);
    expect(namesOf(" , ,", stored)).toEqual([]);
  });
});

describe("planFromDescription", () => {
  test("keeps unchanged names whole, adds new ones bare, drops missing ones", () => {
    const plan = planFromDescription(
      "Gate Valve, Butterfly Valves, wafer type, Gate Valve",
      { "Gate Valve": "/1.png" },
      stored,
      newId,
    );
    expect(plan.map((item) => [item.id, item.slug, item.make])).toEqual([
      ["b", "gate-valve", ""],
      ["a", "butterfly", "Revati"],
      [expect.stringMatching(/^new-/), "gate-valve-2", ""],
    ]);
  });

  test("reads the picture map as each item's first picture", () => {
    const same = planFromDescription("Gate Valve", { "Gate Valve": "/1.png" }, stored, newId);
    expect(same[0]!.images).toEqual(["/1.png", "/2.png"]);
    const replaced = planFromDescription("Gate Valve", { "Gate Valve": "/9.png" }, stored, newId);
    expect(replaced[0]!.images).toEqual(["/9.png", "/2.png"]);
    const removed = planFromDescription("Gate Valve", undefined, stored, newId);
    expect(removed[0]!.images).toEqual(["/2.png"]);
  });
});
