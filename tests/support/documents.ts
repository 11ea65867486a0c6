import { crc32 } from "node:zlib";
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

/**
 * Documents made in code for the attachment tests (no binary fixture in the repository):
 * a one-page PDF, and ZIP archives laid out as an Office workbook or a Word file.
 */
export function pdf(text = "Request for quotation"): Buffer {
  const stream = `BT /F1 18 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, "0")} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}

/** A ZIP archive of stored (uncompressed) entries. */
function zip(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(entries)) {
    const data = Buffer.from(content, "utf8");
    const fileName = Buffer.from(name, "utf8");
    const crc = crc32(data);
    // The central directory's entry repeats the local header's fields after "version made by".
    const writeEntry = (header: Buffer, at: number) => {
      header.writeUInt16LE(20, at);
      header.writeUInt32LE(crc, at + 10);
      header.writeUInt32LE(data.length, at + 14);
      header.writeUInt32LE(data.length, at + 18);
      header.writeUInt16LE(fileName.length, at + 22);
    };
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    writeEntry(local, 4);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    writeEntry(central, 6);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, data);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(centrals.length / 2, 8);
  end.writeUInt16LE(centrals.length / 2, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const CONTENT_TYPES =
  '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>';

export function xlsx(): Buffer {
  return zip({
    "[Content_Types].xml": CONTENT_TYPES,
    "xl/workbook.xml": '<?xml version="1.0"?><workbook/>',
    "xl/worksheets/sheet1.xml": '<?xml version="1.0"?><worksheet/>',
  });
}

export function docx(): Buffer {
  return zip({
    "[Content_Types].xml": CONTENT_TYPES,
    "word/document.xml": '<?xml version="1.0"?><document/>',
  });
}
