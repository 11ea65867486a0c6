import { pdfText } from "./pdf-text.ts";
import { ensureRoom, INK, MUTED, RULE, ZEBRA, type Doc } from "./pdf-style.ts";

const FONT_SIZE = 8.5;
const PAD_X = 6;
const PAD_Y = 3.5;
/** Helvetica sits high in its line box: a point more above than below centres the text. */
const NUDGE = 1;
/** The name column's share of the table: names are short ("Head"), values longer. */
const NAME_SHARE = 0.38;

/**
 * A specification table (name and value per row, units in the value), as on the item page:
 * striped rows with a rule under each, continued on the next page when the page runs out.
 */
export function drawSpecTable(
  doc: Doc,
  rows: ReadonlyArray<{ name: string; value: string }>,
  box: { x: number; width: number },
): void {
  const nameWidth = box.width * NAME_SHARE - PAD_X * 2;
  const valueWidth = box.width * (1 - NAME_SHARE) - PAD_X * 2;
  rows.forEach((row, index) => {
    const name = pdfText(row.name);
    const value = pdfText(row.value);
    doc.fontSize(FONT_SIZE);
    const height =
      Math.max(
        doc.font("Helvetica-Bold").heightOfString(name, { width: nameWidth }),
        doc.font("Helvetica").heightOfString(value, { width: valueWidth }),
      ) +
      PAD_Y * 2;
    ensureRoom(doc, height);
    const top = doc.y;
    if (index % 2 === 0) doc.rect(box.x, top, box.width, height).fill(ZEBRA);
    doc
      .moveTo(box.x, top + height)
      .lineTo(box.x + box.width, top + height)
      .lineWidth(0.4)
      .stroke(RULE);
    doc
      .fillColor(MUTED)
      .font("Helvetica-Bold")
      .fontSize(FONT_SIZE)
      .text(name, box.x + PAD_X, top + PAD_Y + NUDGE, { width: nameWidth });
    doc
      .fillColor(INK)
      .font("Helvetica")
      .fontSize(FONT_SIZE)
      .text(value, box.x + box.width * NAME_SHARE + PAD_X, top + PAD_Y + NUDGE, {
        width: valueWidth,
      });
    doc.x = box.x;
    doc.y = top + height;
  });
}
