import { describe, expect, it } from "vitest";
import { csvCell, neutraliseCell, toCsv } from "../../app/utils/csv.ts";
import { testEachMapping } from "../support/mapping-tests.ts";

describe("csv", () => {
  testEachMapping("neutralises %j, which a spreadsheet would read as a formula", neutraliseCell, [
    ['=HYPERLINK("http://evil")', '\'=HYPERLINK("http://evil")'],
    ["+1 555", "'+1 555"],
    ["-2+3", "'-2+3"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["\t=1", "'\t=1"],
  ]);

  testEachMapping("leaves the ordinary value %j as it is", neutraliseCell, [
    ["Pumps & Plumbing", "Pumps & Plumbing"],
    ["a=b", "a=b"],
  ]);
  testEachMapping("writes the ordinary cell %j as it is", csvCell, [["plain", "plain"]]);

  testEachMapping("quotes %j: a comma, a quote, a line break or an edge space", csvCell, [
    ["a,b", '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ["line 1\nline 2", '"line 1\nline 2"'],
    [" padded ", '" padded "'],
  ]);

  it("quotes a neutralised value that also needs quoting", () => {
    expect(csvCell('=1,"2"')).toBe('"\'=1,""2"""');
  });

  it("writes empty cells for null and undefined, and text for numbers and booleans", () => {
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
    expect(csvCell(42)).toBe("42");
    expect(csvCell(true)).toBe("true");
  });

  it("builds a header line and one CRLF-terminated line per row", () => {
    const rows = [
      { name: "Asha", note: "=cmd" },
      { name: "Ravi, Jr.", note: undefined },
    ];
    const csv = toCsv(rows, [
      { header: "Name", value: (row) => row.name },
      { header: "Note", value: (row) => row.note },
    ]);
    expect(csv).toBe('Name,Note\r\nAsha,\'=cmd\r\n"Ravi, Jr.",\r\n');
  });

  it("writes only the header for an empty list", () => {
    expect(toCsv([], [{ header: "Name", value: () => "" }])).toBe("Name\r\n");
  });
});
