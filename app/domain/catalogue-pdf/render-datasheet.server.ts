import PDFDocument from "pdfkit";
import { drawSpecTable } from "./draw-spec-table.ts";
import { pdfBytes } from "./pdf-bytes.ts";
import { pdfText } from "./pdf-text.ts";
import { ACCENT, contentWidth, INK, MARGIN, MUTED, RULE, type Doc } from "./pdf-style.ts";

/** What a maker's one-page datasheet says about an item. */
export interface DatasheetSource {
  make: string;
  model: string;
  name: string;
  summary: string;
  specs: ReadonlyArray<{ name: string; value: string }>;
  terms: ReadonlyArray<{ name: string; value: string }>;
  /** Printed in the footer, and the file's creation date: the same source gives the same bytes. */
  revised: Date;
}

/**
 * A one-page A4 datasheet in a maker's style: letterhead, item and model, summary, the
 * technical data as a table, the ordering terms. Made for the seeded catalogue's items
 * (docs/decisions/084), whose makes are fictitious: a genuine PDF a buyer can download.
 */
export async function renderDatasheet(source: DatasheetSource): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "A4",
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN },
    info: {
      Title: pdfText(`${source.make} ${source.model} datasheet`),
      Author: pdfText(source.make),
      Subject: pdfText(source.name),
      CreationDate: source.revised,
    },
  });
  const finished = pdfBytes(doc);
  drawLetterhead(doc, source);
  drawSection(doc, "Technical data", source.specs);
  drawSection(doc, "Ordering information", source.terms);
  drawFootnote(doc, source);
  doc.end();
  return finished;
}

function drawLetterhead(doc: Doc, source: DatasheetSource) {
  const width = contentWidth(doc);
  doc.rect(0, 0, doc.page.width, 64).fill(INK);
  doc
    .fillColor("#ffffff")
    .font("Helvetica-Bold")
    .fontSize(18)
    .text(pdfText(source.make.toUpperCase()), MARGIN, 24, { width: width - 120 });
  doc
    .fillColor(ACCENT)
    .font("Helvetica-Bold")
    .fontSize(10)
    .text("PRODUCT DATASHEET", MARGIN, 29, { width, align: "right" });
  doc
    .fillColor(INK)
    .font("Helvetica-Bold")
    .fontSize(20)
    .text(pdfText(source.name), MARGIN, 90, { width });
  doc
    .fillColor(ACCENT)
    .fontSize(12)
    .text(pdfText(`Model ${source.model}`), { width });
  if (source.summary)
    doc
      .moveDown(0.6)
      .fillColor(MUTED)
      .font("Helvetica")
      .fontSize(10.5)
      .text(pdfText(source.summary), { width, lineGap: 2 });
  doc.moveDown(1);
}

function drawSection(
  doc: Doc,
  title: string,
  rows: ReadonlyArray<{ name: string; value: string }>,
) {
  if (rows.length === 0) return;
  const width = contentWidth(doc);
  doc.fillColor(INK).font("Helvetica-Bold").fontSize(12).text(title, MARGIN, doc.y, { width });
  doc
    .moveTo(MARGIN, doc.y + 2)
    .lineTo(MARGIN + width, doc.y + 2)
    .lineWidth(1)
    .stroke(ACCENT);
  doc.y += 8;
  drawSpecTable(doc, rows, { x: MARGIN, width });
  doc.x = MARGIN;
  doc.moveDown(1.2);
}

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

function drawFootnote(doc: Doc, source: DatasheetSource) {
  const width = contentWidth(doc);
  const y = doc.page.height - MARGIN - 24;
  doc
    .moveTo(MARGIN, y - 6)
    .lineTo(MARGIN + width, y - 6)
    .lineWidth(0.5)
    .stroke(RULE);
  // Written out rather than through Intl: loading ICU's calendars costs more than the page.
  const revised = `${MONTHS[source.revised.getUTCMonth()]} ${source.revised.getUTCFullYear()}`;
  doc
    .fillColor(MUTED)
    .font("Helvetica")
    .fontSize(7.5)
    .text(
      pdfText(
        `${source.make} · ${source.model} · revised ${revised}. Values are typical; the quotation states the data of the unit supplied. Dimensions and ratings may change without notice.`,
      ),
      MARGIN,
      y,
      { width },
    );
}
