import type { Doc } from "./pdf-style.ts";

/**
 * The document's bytes, collected as pdfkit writes them: start before drawing the first page,
 * and the promise settles once `doc.end()` has written the last.
 */
export function pdfBytes(doc: Doc): Promise<Buffer> {
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  return new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
}
