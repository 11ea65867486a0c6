import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, test } from "vitest";
import {
  renderDatasheet,
  type DatasheetSource,
} from "../../app/domain/catalogue-pdf/render-datasheet.server.ts";
import { renderDatasheetsInThread } from "../../server/datasheet-thread/render-in-thread.ts";
import { specRows } from "../support/spec-rows.ts";

/** The seed's datasheets (docs/decisions/084), drawn here on the test's own thread. */
const SOURCE: DatasheetSource = {
  make: "Sabarmati Drives",
  model: "SD-IE3 132M",
  name: "Induction Motor",
  summary: "A three-phase IE3 motor for pumps and fans.",
  specs: specRows({ Power: "7.5 kW", Speed: "1,450 rpm" }),
  terms: specRows({ Unit: "piece", "Lead time": "3 weeks" }),
  revised: new Date("2026-01-15T00:00:00Z"),
};

async function read(bytes: Uint8Array) {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: true });
  return { pages: pdf.numPages, text: text.replace(/\s+/g, " ") };
}

describe("an item's datasheet", () => {
  test("is one A4 page with the make, the model, the technical data and the ordering terms", async () => {
    const { pages, text } = await read(await renderDatasheet(SOURCE));
    expect(pages).toBe(1);
    for (const words of [
      "Sabarmati Drives",
      "SD-IE3 132M",
      "Induction Motor",
      "7.5 kW",
      "1,450 rpm",
      "3 weeks",
    ])
      expect(text).toContain(words);
  });

  test("gives the same bytes for the same source, so every install seeds the same files", async () => {
    const [first, second] = await Promise.all([renderDatasheet(SOURCE), renderDatasheet(SOURCE)]);
    expect(Buffer.compare(first, second)).toBe(0);
  });

  test("drawn on the datasheet thread, is the same PDF as drawn in place", async () => {
    const [inThread] = await renderDatasheetsInThread([SOURCE]);
    expect(Buffer.compare(inThread!, await renderDatasheet(SOURCE))).toBe(0);
  });
});
