import { describe, expect, it } from "vitest";
import { matchKey } from "../../app/utils/match-key.ts";
import { truncate } from "../../app/utils/truncate.ts";

describe("truncate", () => {
  it("keeps a text within the limit as it is", () => {
    expect(truncate("Geared Motors, Gearboxes", 100)).toBe("Geared Motors, Gearboxes");
    expect(truncate("x".repeat(100))).toBe("x".repeat(100));
  });

  it("cuts on the last word boundary and never ends in half a word", () => {
    const text = "Hex Bolts, Nuts, Washers, Anchor Fasteners, Spring Pins, Sockets and Spanners";
    const cut = truncate(text, 70);
    expect(cut).toBe("Hex Bolts, Nuts, Washers, Anchor Fasteners, Spring Pins, Sockets and...");
    expect(cut.length).toBeLessThanOrEqual(73);
  });

  it("drops a dangling comma or ampersand before the ellipsis", () => {
    expect(truncate("Motors, Gearboxes, Couplings", 20)).toBe("Motors, Gearboxes...");
    expect(truncate("Pumps & Plumbing fittings", 8)).toBe("Pumps...");
  });

  it("keeps a whole word that ends exactly at the limit", () => {
    expect(truncate("Valves Pumps Hoses", 12)).toBe("Valves Pumps...");
  });

  it("cuts hard when the only space is too early to keep most of the text", () => {
    expect(truncate("A Supercalifragilisticexpialidocious", 20)).toBe("A Supercalifragilist...");
  });

  it("cuts at 100 characters by default", () => {
    const text = Array.from({ length: 30 }, (_, i) => `Item${i}`).join(", ");
    const cut = truncate(text);
    expect(cut.endsWith("...")).toBe(true);
    expect(cut.length).toBeLessThanOrEqual(103);
    expect(text.startsWith(cut.slice(0, -3))).toBe(true);
    expect(cut.slice(0, -3)).toMatch(/Item\d+$/);
  });
});

describe("matchKey", () => {
  it("matches names that differ only in case, '&' or punctuation", () => {
    expect(matchKey("Motors & Power Transmission")).toBe(matchKey("motors and power transmission"));
    expect(matchKey("Smart Transmitters / Fittings")).toBe("smart transmitters fittings");
    expect(matchKey("Packaging")).not.toBe(matchKey("Pumps & Plumbing"));
  });
});
