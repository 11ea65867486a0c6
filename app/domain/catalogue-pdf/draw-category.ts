import { itemPath } from "../catalogue-items/item-path.ts";
import type { CatalogueItem, Product } from "../schemas/records.ts";
import { drawSpecTable } from "./draw-spec-table.ts";
import { pdfText } from "./pdf-text.ts";
import {
  ACCENT,
  contentWidth,
  ensureRoom,
  INK,
  LINK,
  MARGIN,
  MUTED,
  pageBottom,
  RULE,
  type Doc,
} from "./pdf-style.ts";

export type CategoryWithItems = Product & { items: CatalogueItem[] };

const PICTURE = { width: 136, height: 100 };
/** Tables sit under their item's name, indented like a sub-heading's body. */
const INDENT = 10;
/** A table row of one line, with its padding. */
const ROW_ESTIMATE = 19;
/** Past this an item's block may break across pages: a third of the page left blank is worse. */
const KEEP_TOGETHER_MAX = 260;

function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/** About how tall an item's block is: its name lines and one line per table row. */
function itemEstimate(item: CatalogueItem): number {
  return 40 + (item.summary ? 14 : 0) + item.specs.length * ROW_ESTIMATE;
}

/** Whether an item has more to print than its name. */
function hasDetails(item: CatalogueItem): boolean {
  return item.specs.length > 0 || Boolean(item.make || item.model || item.summary);
}

/**
 * One category: its picture, label, title and link to its page; then each item with details
 * as a block (name linked to its page, make and model, summary, specification table), and the
 * items with only a name in two columns. Items are the stored records, so a name with a comma
 * stays one item (docs/decisions/081).
 */
export async function drawCategory(
  doc: Doc,
  product: CategoryWithItems,
  links: { siteUrl: string },
  image: (url: string) => Promise<Buffer | null>,
): Promise<void> {
  // Keep a category's heading with its picture and the start of its first item.
  const first = product.items.find(hasDetails);
  ensureRoom(doc, 130 + (first ? Math.min(itemEstimate(first), 120) : 60));
  const top = doc.y + 8;
  doc
    .moveTo(MARGIN, top - 4)
    .lineTo(MARGIN + contentWidth(doc), top - 4)
    .lineWidth(0.5)
    .stroke(RULE);
  const picture = await image(product.imageUrl);
  const textLeft = picture ? MARGIN + PICTURE.width + 14 : MARGIN;
  const textWidth = contentWidth(doc) - (textLeft - MARGIN);
  if (picture)
    doc.image(picture, MARGIN, top + 6, { fit: [PICTURE.width, PICTURE.height], align: "center" });
  const pageUrl = `${links.siteUrl}/products/${encodeURIComponent(product.id)}`;
  doc
    .fillColor(ACCENT)
    .font("Helvetica-Bold")
    .fontSize(8)
    .text(pdfText(product.category.toUpperCase()), textLeft, top + 6, { width: textWidth });
  doc
    .fillColor(INK)
    .font("Helvetica-Bold")
    .fontSize(15)
    .text(pdfText(product.title), textLeft, doc.y + 2, { width: textWidth, link: pageUrl });
  const count = product.items.length === 1 ? "1 item" : `${product.items.length} items`;
  doc
    .fillColor(MUTED)
    .font("Helvetica")
    .fontSize(9)
    .text(`${count} · `, textLeft, doc.y + 2, {
      width: textWidth,
      continued: true,
    });
  doc.fillColor(LINK).text(pageUrl, { link: pageUrl, underline: true });
  if (picture) doc.y = Math.max(doc.y + 8, top + PICTURE.height + 14);
  else doc.y += 8;

  for (const item of product.items.filter(hasDetails)) {
    drawItem(doc, item, product, links);
    // pdfkit lays text out synchronously: a catalogue of thousands of items would hold the
    // server's thread for seconds. Handing it back after each item keeps pages answering.
    await yieldToEventLoop();
  }
  drawNameList(
    doc,
    product.items.filter((item) => !hasDetails(item)),
    product,
    links,
  );
  doc.x = MARGIN;
  doc.moveDown(0.8);
}

function drawItem(
  doc: Doc,
  item: CatalogueItem,
  product: Product,
  links: { siteUrl: string },
): void {
  const width = contentWidth(doc);
  // An item's block stays on one page when it fits on one; a long table continues over.
  ensureRoom(doc, Math.min(itemEstimate(item), KEEP_TOGETHER_MAX));
  doc
    .fillColor(INK)
    .font("Helvetica-Bold")
    .fontSize(11)
    .text(pdfText(item.name), MARGIN, doc.y + 4, {
      width,
      link: `${links.siteUrl}${itemPath(product.id, item.slug)}`,
    });
  const maker = [item.make, item.model].filter(Boolean).join(" · ");
  if (maker)
    doc.fillColor(MUTED).font("Helvetica-Bold").fontSize(8.5).text(pdfText(maker), { width });
  if (item.summary)
    doc
      .fillColor(MUTED)
      .font("Helvetica")
      .fontSize(8.5)
      .text(pdfText(item.summary), { width: width - INDENT });
  if (item.specs.length > 0) {
    doc.y += 4;
    drawSpecTable(doc, item.specs, { x: MARGIN + INDENT, width: width - INDENT });
  }
  doc.x = MARGIN;
  doc.y += 8;
}

/** Items with only a name, in two columns, each linked to its page. */
function drawNameList(
  doc: Doc,
  items: CatalogueItem[],
  product: CategoryWithItems,
  links: { siteUrl: string },
): void {
  if (items.length === 0) return;
  const columnWidth = (contentWidth(doc) - 12) / 2;
  ensureRoom(doc, 40);
  doc
    .fillColor(MUTED)
    .font("Helvetica-Bold")
    .fontSize(8.5)
    .text(items.length === product.items.length ? "Items" : "Also available", MARGIN, doc.y + 2);
  doc.y += 4;
  for (let row = 0; row < Math.ceil(items.length / 2); row++) {
    if (doc.y + 16 > pageBottom(doc)) doc.addPage();
    const y = doc.y;
    for (let column = 0; column < 2; column++) {
      const item = items[row * 2 + column];
      if (!item) continue;
      const x = MARGIN + column * (columnWidth + 12);
      doc.circle(x + 3, y + 4.5, 1.6).fill(ACCENT);
      doc
        .fillColor(INK)
        .font("Helvetica")
        .fontSize(9.5)
        .text(pdfText(item.name), x + 10, y, {
          width: columnWidth - 10,
          lineBreak: false,
          ellipsis: true,
          link: `${links.siteUrl}${itemPath(product.id, item.slug)}`,
        });
    }
    doc.y = y + 14;
  }
}
