import { describe, expect, it } from "vitest";
import { csvCell, neutraliseCell, toCsv } from "../../app/utils/csv.ts";

describe("csv", () => {
  it("neutralises values that a spreadsheet would read as a formula", () => {
    expect(neutraliseCell('=HYPERLINK("http://evil")')).toBe('\'=HYPERLINK("http://evil")');
    expect(neutraliseCell("+1 555")).toBe("'+1 555");
    expect(neutraliseCell("-2+3")).toBe("'-2+3");
    expect(neutraliseCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(neutraliseCell("\t=1")).toBe("'\t=1");
  });

  it("leaves ordinary values as they are", () => {
    expect(neutraliseCell("Pumps & Plumbing")).toBe("Pumps & Plumbing");
    expect(neutraliseCell("a=b")).toBe("a=b");
    expect(csvCell("plain")).toBe("plain");
  });

  it("quotes commas, quotes, line breaks and edge spaces", () => {
    expect(csvCell("a,b")).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell("line 1\nline 2")).toBe('"line 1\nline 2"');
    expect(csvCell(" padded ")).toBe('" padded "');
  });

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
