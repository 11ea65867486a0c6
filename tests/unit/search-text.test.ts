import { describe, expect, test } from "vitest";
import { correctable, fold, indexTerms, queryWords } from "../../app/domain/search/search-text.ts";
import { closestTerm, distances } from "../../app/domain/search/typo.ts";

/** docs/decisions/082: how text becomes words, and how a typo finds its word. */

describe("folding and query words", () => {
  test("folds case and accents alike", () => {
    expect(fold("Café CAFE")).toBe("cafe cafe");
  });

  test("a query's words: folded, punctuation and operators' symbols dropped, duplicates once", () => {
    expect(queryWords('"Pump" OR NEAR( pump*')).toEqual(["pump", "or", "near"]);
    expect(queryWords("'; drop")).toEqual(["drop"]);
    expect(queryWords("**")).toEqual([]);
  });

  test("plurals are trimmed to a prefix of both forms; other endings are kept", () => {
    expect(queryWords("valves pumps switches boxes")).toEqual(["valve", "pump", "switch", "box"]);
    expect(queryWords("glass gas process analysis status ss316")).toEqual([
      "glass",
      "gas",
      "process",
      "analysis",
      "status",
      "ss316",
    ]);
  });

  test("only words of letters, four or longer, are corrected", () => {
    expect(correctable("pumb")).toBe(true);
    expect(correctable("gas")).toBe(false);
    expect(correctable("ss317")).toBe(false);
  });
});

describe("index terms", () => {
  test("a grade is stored with its runs, and a short name before a number joined", () => {
    expect(indexTerms("SS316L casing")).toBe("ss316l casing ss 316");
    expect(indexTerms("Body: SS 316, DN 50")).toBe("body ss 316 dn 50 ss316 dn50");
  });

  test("a variant already among the words is not added again", () => {
    expect(indexTerms("SS316 and SS 316")).toBe("ss316 and ss 316");
    expect(indexTerms("")).toBe("");
  });
});

describe("typo correction", () => {
  test("distance to the whole word and to its closest beginning", () => {
    expect(distances("centrifugl", "centrifugal")).toEqual({ whole: 1, prefix: 1 });
    expect(distances("centrfu", "centrifugal")).toEqual({ whole: 4, prefix: 1 });
    expect(distances("pmup", "pump")).toEqual({ whole: 1, prefix: 1 });
  });

  test("picks the closest candidate, then the commoner, within the edits allowed", () => {
    const candidates = [
      { term: "centrifugal", documents: 3 },
      { term: "centre", documents: 9 },
      { term: "pump", documents: 40 },
    ];
    expect(closestTerm("centrifugl", candidates)).toBe("centrifugal");
    expect(closestTerm("pumb", candidates)).toBe("pump");
    expect(closestTerm("valve", candidates)).toBeNull();
    expect(
      closestTerm("gaskit", [
        { term: "gasket", documents: 2 },
        { term: "gaskin", documents: 7 },
      ]),
    ).toBe("gaskin");
  });

  test("a short word is compared whole, not with the beginnings of longer words", () => {
    expect(closestTerm("this", [{ term: "thickness", documents: 9 }])).toBeNull();
    expect(closestTerm("centrfu", [{ term: "centrifugal", documents: 1 }])).toBe("centrifugal");
  });

  test("a short word allows one edit, a long one two", () => {
    expect(closestTerm("pmpx", [{ term: "pump", documents: 1 }])).toBeNull();
    expect(closestTerm("centrfgal", [{ term: "centrifugal", documents: 1 }])).toBe("centrifugal");
  });
});
