import PDFDocument from "pdfkit";
import type { CatalogueContact } from "./catalogue-contact.ts";
import { drawCategory, type CategoryWithItems } from "./draw-category.ts";
import { drawLogo, type LogoImage } from "./draw-logo.ts";
import { pdfBytes } from "./pdf-bytes.ts";
import { pdfText } from "./pdf-text.ts";
import {
  ACCENT,
  contentWidth,
  FOOTER_HEIGHT,
  INK,
  LINK,
  MARGIN,
  MUTED,
  RULE,
  type Doc,
} from "./pdf-style.ts";

export interface CatalogueSource {
  products: CategoryWithItems[];
  contact: CatalogueContact;
  /** A JPEG of the picture at `url`, or null to leave it out. */
  image: (url: string) => Promise<Buffer | null>;
  /** The owner's logo, or null for the built-in mark. */
  logo: LogoImage | null;
  generatedAt: Date;
}

/**
 * A4 brochure (docs/decisions/053): a cover block with the logo, then each category with its
 * picture, its items and their specification tables, every name a link to its page on the
 * site; the company's contact lines and GSTIN at the foot of every page.
 */
export async function renderCataloguePdf(source: CatalogueSource): Promise<Buffer> {
  const { contact } = source;
  const doc = new PDFDocument({
    size: "A4",
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN + FOOTER_HEIGHT },
    bufferPages: true,
    info: { Title: pdfText(`${contact.name} product catalogue`), Author: pdfText(contact.name) },
  });
  const finished = pdfBytes(doc);

  drawCover(doc, source);
  for (const product of source.products)
    await drawCategory(doc, product, { siteUrl: contact.siteUrl }, source.image);
  await drawFooters(doc, contact);
  doc.end();
  return finished;
}

const LOGO_HEIGHT = 40;

function drawCover(doc: Doc, { contact, generatedAt, products, logo }: CatalogueSource) {
  doc.rect(0, 0, doc.page.width, 6).fill(ACCENT);
  const logoWidth = drawLogo(doc, logo, {
    x: MARGIN,
    y: 36,
    height: LOGO_HEIGHT,
    maxWidth: 180,
  });
  const nameLeft = MARGIN + logoWidth + 12;
  doc
    .fillColor(INK)
    .font("Helvetica-Bold")
    .fontSize(22)
    .text(pdfText(contact.name), nameLeft, 38, {
      width: contentWidth(doc) - logoWidth - 12,
      link: contact.siteUrl,
    });
  doc.font("Helvetica").fontSize(10.5).fillColor(MUTED).text(pdfText(contact.tagline));
  doc.x = MARGIN;
  doc.y = Math.max(doc.y, 36 + LOGO_HEIGHT) + 14;
  doc.font("Helvetica-Bold").fontSize(16).fillColor(INK).text("Product Catalogue", MARGIN);
  const date = generatedAt.toLocaleDateString("en-IN", {
    dateStyle: "long",
    timeZone: "Asia/Kolkata",
  });
  const items = products.reduce((sum, product) => sum + product.items.length, 0);
  doc
    .font("Helvetica")
    .fontSize(10)
    .fillColor(MUTED)
    .text(`${products.length} product categories · ${items} items · updated ${date}`)
    .text(pdfText(`${contact.phone} · ${contact.email} · `), { continued: true })
    .fillColor(LINK)
    .text(contact.website, { link: contact.siteUrl, underline: true });
  if (contact.gstin) doc.fillColor(MUTED).text(`GSTIN ${contact.gstin}`);
  const live = `${contact.siteUrl}/products`;
  doc
    .fillColor(MUTED)
    .text("Every item's page, with its datasheets and a quote form: ", { continued: true })
    .fillColor(LINK)
    .text(live, { link: live, underline: true });
  doc.moveDown(1);
}

/** The company's name and contact lines at the foot of every page, with the page number. */
async function drawFooters(doc: Doc, contact: CatalogueContact) {
  const range = doc.bufferedPageRange();
  const registration = contact.gstin ? ` · GSTIN ${contact.gstin}` : "";
  for (let index = range.start; index < range.start + range.count; index++) {
    doc.switchToPage(index);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const y = doc.page.height - MARGIN - FOOTER_HEIGHT + 12;
    doc
      .moveTo(MARGIN, y - 6)
      .lineTo(doc.page.width - MARGIN, y - 6)
      .lineWidth(0.5)
      .stroke(RULE);
    doc
      .fillColor(INK)
      .font("Helvetica-Bold")
      .fontSize(8)
      .text(pdfText(`${contact.name}${registration}`), MARGIN, y, {
        width: contentWidth(doc),
        lineBreak: false,
      });
    doc
      .fillColor(MUTED)
      .font("Helvetica")
      .fontSize(8)
      .text(pdfText(`${contact.phone} · ${contact.email} · `), MARGIN, y + 11, {
        width: contentWidth(doc) - 60,
        lineBreak: false,
        continued: true,
      })
      .fillColor(LINK)
      .text(contact.website, { link: contact.siteUrl, lineBreak: false });
    doc
      .fillColor(MUTED)
      .text(pdfText(contact.address), MARGIN, y + 21, {
        width: contentWidth(doc) - 60,
        lineBreak: false,
      })
      .text(`Page ${index + 1} of ${range.count}`, doc.page.width - MARGIN - 60, y + 21, {
        width: 60,
        align: "right",
        lineBreak: false,
      });
    doc.page.margins.bottom = bottom;
    // A long catalogue has hundreds of pages: the server's thread is handed back now and then.
    if (index % 25 === 24) await new Promise((resolve) => setImmediate(resolve));
  }
}
