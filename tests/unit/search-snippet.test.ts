import { describe, expect, test } from "vitest";
import {
  markPieces,
  snippetPieces,
  SNIPPET_LENGTH,
  type TextPiece,
} from "../../app/domain/search/snippet.ts";
import { htmlToPieces, piecesToHtml } from "../../app/domain/search/snippet-html.ts";

/** docs/decisions/082: marking the searched words, escaped before marked. */

const marked = (pieces: TextPiece[]) => pieces.filter((p) => p.marked).map((p) => p.text);

describe("marking", () => {
  test("marks whole words that a query word begins, whatever their case or accents", () => {
    expect(
      marked(markPieces("Centrifugal pumps, CAFÉ pumping", ["centrif", "pump", "cafe"])),
    ).toEqual(["Centrifugal", "pumps", "CAFÉ", "pumping"]);
  });

  test("marks only at the start of a word", () => {
    expect(marked(markPieces("Sump pump", ["pump"]))).toEqual(["pump"]);
  });

  test("a grade matches with a space, hyphen or nothing between its letters and digits", () => {
    expect(marked(markPieces("SS316, SS 316, SS-316L, ss3", ["ss316"]))).toEqual([
      "SS316",
      "SS 316",
      "SS-316L",
    ]);
  });

  test("the pieces join back into the text", () => {
    const text = "Flow 30 m³/h · Head 40 m · MOC SS316";
    expect(
      markPieces(text, ["head", "ss316"])
        .map((p) => p.text)
        .join(""),
    ).toBe(text);
  });
});

describe("snippets", () => {
  test("chooses the text holding the most query words", () => {
    const pieces = snippetPieces(["Make · Model X", "Stainless pump for water"], ["pump", "water"]);
    expect(pieces.map((p) => p.text).join("")).toBe("Stainless pump for water");
  });

  test("without a match, the first text that has any", () => {
    expect(snippetPieces(["", "Summary"], ["zzz"])).toEqual([{ text: "Summary", marked: false }]);
    expect(snippetPieces(["", ""], ["zzz"])).toEqual([]);
  });

  test("a long text is cut between words around its first match", () => {
    const text = `${"lorem ipsum ".repeat(40)}target ${"dolor sit ".repeat(40)}`;
    const joined = snippetPieces([text], ["target"])
      .map((p) => p.text)
      .join("");
    expect(joined.startsWith("…")).toBe(true);
    expect(joined.endsWith("…")).toBe(true);
    expect(joined).toContain("target");
    expect(joined.length).toBeLessThanOrEqual(SNIPPET_LENGTH + 2);
  });
});

describe("the API's HTML", () => {
  test("escapes every piece before marking, and reads back to the same pieces", () => {
    const pieces = markPieces(`<script>alert("x")</script> & 'pump'`, ["pump", "script"]);
    const html = piecesToHtml(pieces);
    expect(html).toBe(
      "&lt;<mark>script</mark>&gt;alert(&quot;x&quot;)&lt;/<mark>script</mark>&gt; &amp; &#39;<mark>pump</mark>&#39;",
    );
    expect(htmlToPieces(html)).toEqual(pieces);
  });

  test("text that looks like a mark tag stays text", () => {
    const pieces = markPieces("<mark>x</mark> pump", ["pump"]);
    expect(htmlToPieces(piecesToHtml(pieces))).toEqual(pieces);
  });
});
