import PDFDocument from "pdfkit";
import { splitSubproducts } from "../product-form.ts";
import type { Product } from "../schemas/records.ts";
import { pdfText } from "./pdf-text.ts";

/** Who the brochure is from: printed on the cover and at the foot of every page. */
export interface CatalogueContact {
  name: string;
  tagline: string;
  phone: string;
  email: string;
  address: string;
  website: string;
}

export interface CatalogueSource {
  products: Product[];
  contact: CatalogueContact;
  /** A JPEG of the picture at `url`, or null to leave it out. */
  image: (url: string) => Promise<Buffer | null>;
  generatedAt: Date;
}

const INK = "#0f172a";
const MUTED = "#475569";
const ACCENT = "#ea580c";
const MARGIN = 48;
const FOOTER_HEIGHT = 40;

/** A4 brochure: a cover block, then each category with its picture and its sub-products. */
export async function renderCataloguePdf(source: CatalogueSource): Promise<Buffer> {
  const { contact } = source;
  const doc = new PDFDocument({
    size: "A4",
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN + FOOTER_HEIGHT },
    bufferPages: true,
    info: { Title: pdfText(`${contact.name} product catalogue`), Author: pdfText(contact.name) },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  drawCover(doc, source);
  for (const product of source.products) await drawCategory(doc, product, source.image);
  drawFooters(doc, contact);
  doc.end();
  return finished;
}

type Doc = InstanceType<typeof PDFDocument>;

function contentWidth(doc: Doc): number {
  return doc.page.width - MARGIN * 2;
}

function drawCover(doc: Doc, { contact, generatedAt, products }: CatalogueSource) {
  doc.rect(0, 0, doc.page.width, 6).fill(ACCENT);
  doc.fillColor(INK).font("Helvetica-Bold").fontSize(24).text(pdfText(contact.name), MARGIN, 40);
  doc.moveDown(0.2).font("Helvetica").fontSize(11).fillColor(MUTED).text(pdfText(contact.tagline));
  doc.moveDown(0.8).font("Helvetica-Bold").fontSize(16).fillColor(INK).text("Product Catalogue");
  const date = generatedAt.toLocaleDateString("en-IN", {
    dateStyle: "long",
    timeZone: "Asia/Kolkata",
  });
  doc
    .font("Helvetica")
    .fontSize(10)
    .fillColor(MUTED)
    .text(`${products.length} product categories · updated ${date}`)
    .text(pdfText(`${contact.phone} · ${contact.email} · ${contact.website}`));
  doc.moveDown(1);
}

async function drawCategory(doc: Doc, product: Product, image: CatalogueSource["image"]) {
  const names = splitSubproducts(product.description);
  const rows = Math.ceil(names.length / 2);
  // Keep a category's heading with its picture: start a page when less than that is left.
  if (doc.y + 150 > doc.page.height - doc.page.margins.bottom) doc.addPage();

  const top = doc.y + 8;
  doc
    .moveTo(MARGIN, top - 4)
    .lineTo(MARGIN + contentWidth(doc), top - 4)
    .lineWidth(0.5)
    .stroke("#cbd5e1");
  const picture = await image(product.imageUrl);
  const textLeft = picture ? MARGIN + 150 : MARGIN;
  if (picture) doc.image(picture, MARGIN, top + 6, { fit: [136, 100], align: "center" });

  doc
    .fillColor(ACCENT)
    .font("Helvetica-Bold")
    .fontSize(8)
    .text(pdfText(product.category.toUpperCase()), textLeft, top + 6);
  doc
    .fillColor(INK)
    .font("Helvetica-Bold")
    .fontSize(15)
    .text(pdfText(product.title), textLeft, doc.y + 2, {
      width: contentWidth(doc) - (textLeft - MARGIN),
    });
  doc.fillColor(MUTED).font("Helvetica").fontSize(9).text(`${names.length} products available`);
  doc.y += 6;

  // Sub-products in two columns beside the picture (below it once a list runs long).
  const columnWidth = (contentWidth(doc) - (textLeft - MARGIN) - 12) / 2;
  for (let row = 0; row < rows; row++) {
    if (doc.y + 16 > doc.page.height - doc.page.margins.bottom) doc.addPage();
    const y = doc.y;
    for (let column = 0; column < 2; column++) {
      const name = names[row * 2 + column];
      if (!name) continue;
      const x = textLeft + column * (columnWidth + 12);
      doc.circle(x + 3, y + 4.5, 1.6).fill(ACCENT);
      doc
        .fillColor(INK)
        .font("Helvetica")
        .fontSize(9.5)
        .text(pdfText(name), x + 10, y, {
          width: columnWidth - 10,
          lineBreak: false,
          ellipsis: true,
        });
    }
    doc.y = y + 14;
  }
  if (picture) doc.y = Math.max(doc.y, top + 112);
  doc.x = MARGIN;
  doc.moveDown(0.8);
}

/** The company's name and contact lines at the foot of every page, with the page number. */
function drawFooters(doc: Doc, contact: CatalogueContact) {
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index++) {
    doc.switchToPage(index);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const y = doc.page.height - MARGIN - FOOTER_HEIGHT + 12;
    doc
      .moveTo(MARGIN, y - 6)
      .lineTo(doc.page.width - MARGIN, y - 6)
      .lineWidth(0.5)
      .stroke("#cbd5e1");
    doc
      .fillColor(INK)
      .font("Helvetica-Bold")
      .fontSize(8)
      .text(pdfText(contact.name), MARGIN, y, {
        width: contentWidth(doc),
        lineBreak: false,
      });
    doc
      .fillColor(MUTED)
      .font("Helvetica")
      .fontSize(8)
      .text(pdfText(`${contact.phone} · ${contact.email} · ${contact.website}`), MARGIN, y + 11, {
        width: contentWidth(doc) - 60,
        lineBreak: false,
      })
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
  }
}
