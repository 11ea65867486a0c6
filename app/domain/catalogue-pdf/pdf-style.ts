import type PDFDocument from "pdfkit";

/** The brochure's and the datasheets' shared look: colours of the site's theme, A4 margins. */
export type Doc = InstanceType<typeof PDFDocument>;

export const INK = "#0f172a";
export const MUTED = "#475569";
export const ACCENT = "#ea580c";
/** The brand mark's plate: the theme's `accent` token (docs/decisions/068). */
export const MARK_PLATE = "#f59e0b";
export const RULE = "#cbd5e1";
export const ZEBRA = "#f1f5f9";
export const LINK = "#1e40af";
export const MARGIN = 48;
export const FOOTER_HEIGHT = 40;

export function contentWidth(doc: Doc): number {
  return doc.page.width - doc.page.margins.left - doc.page.margins.right;
}

/** The lowest y that content may reach on the current page. */
export function pageBottom(doc: Doc): number {
  return doc.page.height - doc.page.margins.bottom;
}

/** Starts a new page when less than `height` is left on this one. */
export function ensureRoom(doc: Doc, height: number): void {
  if (doc.y + height > pageBottom(doc)) doc.addPage();
}
