import { describe, expect, test } from "vitest";
import { slugify } from "../../app/domain/slug.ts";
import { testEachMapping } from "../support/mapping-tests.ts";

describe("slugify", () => {
  testEachMapping("turns %j into %j", slugify, [
    ["Motors & Power Transmission", "motors-and-power-transmission"],
    ["Smart Transmitters / Fittings", "smart-transmitters-fittings"],
    ["  Pumps   & Plumbing  ", "pumps-and-plumbing"],
    ["Crème Brûlée Valves", "creme-brulee-valves"],
    ["3-Phase Motors (IE3)", "3-phase-motors-ie3"],
    ["--Already-a-slug--", "already-a-slug"],
  ]);

  testEachMapping("falls back to 'product' when nothing URL-safe is left of %j", slugify, [
    ["!!!", "product"],
    ["पंप", "product"],
    ["", "product"],
  ]);

  test("keeps ids short and never ends them with a dash", () => {
    const slug = slugify(`${"a".repeat(59)} b c`);
    expect(slug.length).toBeLessThanOrEqual(60);
    expect(slug).not.toMatch(/-$/);
  });

  test("only ever makes lower-case letters, digits and single dashes", () => {
    for (const title of ["Ünïcödé & Co.", "a__b..c", "x\u0000y", "Tab\tand\nnewline"]) {
      expect(slugify(title)).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
  });
});
