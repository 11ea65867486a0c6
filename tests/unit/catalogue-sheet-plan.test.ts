import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { blankItem } from "../../app/domain/catalogue-items/blank-item.ts";
import { categoryLabels } from "../../app/domain/catalogue-sheet/category-lookup.ts";
import { guardFormula, unguardFormula } from "../../app/domain/catalogue-sheet/formula-guard.ts";
import { planImport } from "../../app/domain/catalogue-sheet/plan-import.ts";
import { checkRows } from "../../app/domain/catalogue-sheet/read-rows.ts";
import { readHeader } from "../../app/domain/catalogue-sheet/sheet-columns.ts";
import { sheetRows } from "../../app/domain/catalogue-sheet/sheet-rows.ts";
import type { CatalogueItem } from "../../app/domain/schemas/records.ts";
import { specRows } from "../support/spec-rows.ts";

/** docs/decisions/085: reading a sheet's rows and planning what the import does. */

const PUMPS = { id: "prod-007", title: "Pumps & Plumbing" };
const VALVES = { id: "prod-002", title: "Valves" };
const CATEGORIES = [PUMPS, VALVES, { id: "prod-003", title: "Valves" }];
let counter = 0;
const newId = () => `new-${++counter}`;

function table(header: string[], ...rows: string[][]) {
  return { header, rows: rows.map((cells, i) => ({ line: i + 2, cells })) };
}

async function plan(sheet: ReturnType<typeof table>, stored: Record<string, CatalogueItem[]> = {}) {
  return planImport(await checkRows(sheet, CATEGORIES), (id) => stored[id] ?? [], newId);
}

describe("the header", () => {
  test("reads columns in any case and spacing, and spec:NAME columns in order", () => {
    const header = readHeader(
      ["Category", "NAME", "Lead time", "hsn", "Spec: Flow", "spec:Head"],
      () => false,
    );
    expect(header.problems).toEqual([]);
    expect(header.fixed).toEqual({ category: 0, name: 1, leadTime: 2, hsn: 3 });
    expect(header.specs).toEqual([
      { name: "Flow", index: 4 },
      { name: "Head", index: 5 },
    ]);
  });

  test("names each problem: an unknown column, a repeated one, a missing name, an unnamed column with values", () => {
    const header = readHeader(["category", "modle", "category", "spec:", ""], (i) => i === 4);
    expect(header.problems).toEqual([
      { field: "modle", message: expect.stringMatching(/^Unknown column/) },
      { field: "category", message: "Two columns are called category" },
      { field: "spec:", message: expect.stringContaining("Name the specification") },
      { field: "column 5", message: "This column has values but no name in the first row" },
      { field: "name", message: "The file needs a name column" },
    ]);
  });

  test("header problems are row 1 and stop the check", async () => {
    const result = await plan(table(["category", "title"], ["Valves", "Gate Valve"]));
    expect(result.errors.map((e) => [e.row, e.field])).toEqual([
      [1, "title"],
      [1, "name"],
    ]);
    expect(result.created).toBe(0);
  });
});

describe("the rows", () => {
  test("a category is found by id or title in any case; a title two categories share needs the id", async () => {
    const result = await plan(
      table(
        ["category", "name"],
        ["PROD-007", "Gate Valve"],
        ["pumps  &  plumbing", "Globe Valve"],
        ["valves", "Ball Valve"],
        ["Cranes", "Hoist"],
        ["", "Hook"],
      ),
    );
    expect(result.created).toBe(2);
    expect(result.errors).toEqual([
      {
        row: 4,
        field: "category",
        message: expect.stringContaining("give the id (prod-002, prod-003)"),
      },
      { row: 5, field: "category", message: 'No category has the id or title "Cranes"' },
      { row: 6, field: "category", message: "Category is required" },
    ]);
  });

  test("checks every field with the items' own rules and names the column, a specification's included", async () => {
    const result = await plan(
      table(
        ["category", "name", "hsn", "unit", "spec:Flow"],
        ["prod-007", "Pump", "84A3", "x".repeat(31), "y".repeat(301)],
        ["prod-007", "  ", "8413", "", ""],
      ),
    );
    expect(result.errors).toEqual([
      { row: 2, field: "hsn", message: "HSN code must be 4 to 8 digits" },
      { row: 2, field: "unit", message: "Unit must be at most 30 characters" },
      { row: 2, field: "spec:Flow", message: "Specification value must be at most 300 characters" },
      { row: 3, field: "name", message: "Item name is required" },
    ]);
  });

  test("a row repeating an earlier row's category and name is an error at the later row", async () => {
    const result = await plan(
      table(["category", "name"], ["prod-007", "Gate Valve"], ["Pumps & Plumbing", "GATE  VALVE"]),
    );
    expect(result.errors).toEqual([
      { row: 3, field: "name", message: "Row 2 already has this item of this category" },
    ]);
  });
});

describe("the plan", () => {
  const stored = {
    "prod-007": [
      {
        ...blankItem("Gate Valve", "a"),
        slug: "gate-valve",
        make: "Revati",
        summary: "Kept",
        images: ["/gate.png"],
        specs: specRows({ Size: "DN50", MOC: "CF8", Rating: "PN16" }),
      },
    ],
  };

  test("updates a matched item in place: its id, address and pictures stay, absent columns keep their values", async () => {
    const result = await plan(
      table(
        ["category", "name", "make", "spec:Rating", "spec:Size", "spec:Ends"],
        ["prod-007", "gate valve", "Narmada", "PN40", "DN50", "Flanged"],
        ["prod-007", "Ball Valve", "Narmada", "", "DN25", ""],
      ),
      stored,
    );
    expect(result).toMatchObject({ created: 1, updated: 1, errors: [] });
    const [gate, ball] = result.categories.get("prod-007") ?? [];
    expect(gate).toEqual({
      ...stored["prod-007"][0],
      name: "gate valve",
      make: "Narmada",
      // The stored order where a name stays (MOC has no cell: gone), then the new ones.
      specs: specRows({ Size: "DN50", Rating: "PN40", Ends: "Flanged" }),
    });
    expect(ball).toMatchObject({
      id: expect.stringMatching(/^new-/),
      name: "Ball Valve",
      slug: "",
      specs: [{ name: "Size", value: "DN25" }],
    });
  });

  test("a file with no spec: column leaves the specifications as they are", async () => {
    const result = await plan(
      table(["category", "name", "make"], ["prod-007", "Gate Valve", "X"]),
      stored,
    );
    expect(result.categories.get("prod-007")?.[0]?.specs).toEqual(stored["prod-007"][0]?.specs);
  });

  test("a category may not pass 100 items: the rows beyond are errors", async () => {
    const full = Array.from({ length: 99 }, (_, i) => blankItem(`Item ${i}`, `s${i}`));
    const result = await plan(
      table(
        ["category", "name"],
        ["prod-002", "One more"],
        ["prod-002", "Too many"],
        ["prod-002", "Item 5"],
      ),
      { "prod-002": full },
    );
    expect(result).toMatchObject({ created: 1, updated: 1 });
    expect(result.errors).toEqual([
      { row: 3, field: "category", message: "This category would have more than 100 items" },
    ]);
  });
});

describe("the export's rows", () => {
  test("one spec column per name, two for a name an item repeats; the title unless the id is needed", () => {
    const pump = {
      ...blankItem("Pump", "p"),
      specs: [
        { name: "Flow", value: "30 m³/h" },
        { name: "Flow", value: "40 m³/h" },
      ],
    };
    const valve = { ...blankItem("Valve", "v"), specs: [{ name: "Size", value: "DN50" }] };
    const { header, rows } = sheetRows([
      { ...PUMPS, items: [pump] },
      { ...VALVES, items: [valve] },
    ]);
    expect(header.slice(9)).toEqual(["spec:Flow", "spec:Flow", "spec:Size"]);
    expect(rows.map((row) => [row[0], ...row.slice(9)])).toEqual([
      ["Pumps & Plumbing", "30 m³/h", "40 m³/h", ""],
      ["Valves", "", "", "DN50"],
    ]);
    expect(categoryLabels(CATEGORIES).get("prod-002")).toBe("prod-002");
  });
});

describe("the formula guard", () => {
  test("a guarded cell never starts a formula, and unguarding gives back any value", () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom("'", "=", "+", "-", "@", "\t", "a", " ") }),
        (value) => {
          const guarded = guardFormula(value);
          expect(guarded).not.toMatch(/^[=+\-@\t\r]/);
          expect(unguardFormula(guarded)).toBe(value);
        },
      ),
    );
    expect(guardFormula("-20 to 120 °C")).toBe("'-20 to 120 °C");
    expect(guardFormula("'=x")).toBe("''=x");
    expect(unguardFormula("'plain")).toBe("'plain");
  });
});
