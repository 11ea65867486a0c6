import { Worker } from "node:worker_threads";
import type { DatasheetSource } from "../../app/domain/catalogue-pdf/render-datasheet.server.ts";
import { threadModule } from "../runtime-layout.ts";

/**
 * Renders datasheets on a thread that ends when they are done (docs/decisions/095). Only a
 * first start seeds them; on the server's thread pdfkit, fontkit and the fonts they read would
 * stay resident for the life of the process (about 25 MB) for a job done once.
 */
export function renderDatasheetsInThread(sources: DatasheetSource[]): Promise<Buffer[]> {
  const thread = new Worker(threadModule("datasheet-thread"), { workerData: sources });
  return new Promise<Buffer[]>((resolve, reject) => {
    thread.once("message", (pdfs: Uint8Array[]) =>
      resolve(pdfs.map((pdf) => Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength))),
    );
    thread.once("error", reject);
    // Settles nothing once answered; otherwise the thread died without saying why.
    thread.once("exit", (code) =>
      reject(new Error(`The datasheet thread ended (code ${code}) before answering`)),
    );
  }).finally(() => void thread.terminate());
}
