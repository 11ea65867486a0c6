import { parentPort, workerData } from "node:worker_threads";
import {
  renderDatasheet,
  type DatasheetSource,
} from "../../app/domain/catalogue-pdf/render-datasheet.server.ts";

/**
 * The datasheet thread (docs/decisions/095): renders the seed's datasheets with pdfkit and
 * ends, so pdfkit and its fonts never stay in the server's own heap. The PDFs are copied back,
 * not transferred: a small Buffer can share Node's pool with others.
 */
const sources = workerData as DatasheetSource[];
const pdfs: Uint8Array[] = [];
for (const source of sources) pdfs.push(await renderDatasheet(source));
parentPort!.postMessage(pdfs);
