import PDFDocument from "pdfkit";
import type { TestClient } from "./client.ts";
import { uploadForm } from "./images.ts";

/**
 * A genuine one-page PDF made with pdfkit, so no binary fixture lives in the repository.
 * `text` makes each one's bytes (and so its content address) its own.
 */
export function samplePdf(text: string): Promise<Buffer> {
  const doc = new PDFDocument({ size: "A4" });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  doc.fontSize(18).text("Datasheet").fontSize(11).text(text);
  doc.end();
  return done;
}

export interface UploadedDocument {
  id: string;
  kind: string;
  url: string;
  fileName: string;
  bytes: number;
  contentType: string;
  variants: unknown[];
}

/** Uploads a PDF to the media library as the back office does; fails the test unless 201. */
export async function uploadPdf(
  client: TestClient,
  text: string,
  fileName = "datasheet.pdf",
): Promise<UploadedDocument> {
  const response = await client.request<UploadedDocument>("POST", "/api/admin/media", {
    body: uploadForm(await samplePdf(text), fileName, "", "application/pdf"),
  });
  if (response.status !== 201)
    throw new Error(`The PDF upload answered ${response.status}: ${JSON.stringify(response.body)}`);
  return response.body;
}
