import type { Context } from "hono";
import { z } from "zod";
import {
  ImportBusyError,
  type ImportOptions,
} from "../../app/domain/catalogue-sheet/catalogue-sheet.server.ts";
import { SheetFileError } from "../../app/domain/catalogue-sheet/sheet-file-error.ts";
import {
  SHEET_CONTENT_TYPES,
  SHEET_LIMITS,
  type SheetFormat,
} from "../../app/domain/catalogue-sheet/sheet-rules.ts";
import { sheetNoteRows } from "../../app/domain/catalogue-sheet/sheet-notes.ts";
import { toCsv, toXlsx } from "../../app/domain/catalogue-sheet/write-sheet.server.ts";
import type { GateTicket } from "../../app/domain/hash-gate.server.ts";
import { actorOf } from "./actor.ts";
import { endpoint } from "./endpoint.ts";
import type { ApiEnv } from "./env.ts";
import { problem } from "./problem.ts";
import { gatedUpload } from "./gated-upload.ts";
import type { MultipartPart } from "./read-multipart.ts";

const TAG = "Catalogue";
const maxBytes = () => SHEET_LIMITS.bytes;

const flag = z.enum(["0", "1", "true", "false"]).optional();
const isSet = (value: string | undefined) => value === "1" || value === "true";

const importQuery = z.object({
  dryRun: flag.meta({ description: "1: check the file and count, write nothing" }),
});

const importFields = z.object({
  file: z.string().meta({
    format: "binary",
    description: `An XLSX workbook (its first worksheet) or a UTF-8 CSV file, at most ${SHEET_LIMITS.bytes / 1024 / 1024} MB and ${SHEET_LIMITS.rows} rows`,
  }),
});

const importResult = z
  .object({
    rows: z.number().int().meta({ description: "Item rows read; blank rows are not counted" }),
    created: z.number().int(),
    updated: z.number().int(),
    errors: z
      .array(
        z.object({
          row: z.number().int().meta({ description: "The row in the file; the header is row 1" }),
          field: z.string().meta({ description: "The column: category, name, hsn, spec:NAME…" }),
          message: z.string(),
        }),
      )
      .meta({ description: "With any error nothing is written, dry run or not" }),
    moreErrors: z.number().int().meta({ description: "Errors beyond the first 1,000" }),
    dryRun: z.boolean(),
  })
  .meta({ id: "CatalogueImportResult" });

const exportQuery = z.object({
  format: z.enum(["csv", "xlsx"]).optional().meta({ description: "csv when left out" }),
  template: flag.meta({ description: "1: the columns only, with notes on filling them" }),
});

/** Spreadsheet in, spreadsheet out for the catalogue's items (docs/decisions/085). */
export const catalogueSheetEndpoints = [
  endpoint({
    method: "post",
    path: "/admin/catalogue/import",
    operationId: "importCatalogue",
    tag: TAG,
    summary:
      "Create and update items from a spreadsheet, matched by category and name; all rows or none",
    multipart: { fields: importFields, maxBytes },
    query: importQuery,
    responses: {
      200: { description: "What was (or, in a dry run, would be) done", schema: importResult },
      400: { description: "No file, a damaged file, or more rows or columns than accepted" },
      413: { description: `The file is larger than ${SHEET_LIMITS.bytes / 1024 / 1024} MB` },
      415: { description: "Not multipart/form-data, or a file that is neither XLSX nor UTF-8" },
      503: { description: "Other imports are being processed; retry after a few seconds" },
    },
    handler: ({ c, query }) => upload(c, { dryRun: isSet(query.dryRun), actor: actorOf(c) }),
  }),
  endpoint({
    method: "get",
    path: "/admin/catalogue/export",
    operationId: "exportCatalogue",
    tag: TAG,
    summary: "The whole catalogue as a spreadsheet, one row per item, in the import's columns",
    query: exportQuery,
    responses: {
      200: {
        description: "The file, as an attachment",
        headers: ["Content-Disposition"],
        files: Object.values(SHEET_CONTENT_TYPES),
      },
    },
    handler: async ({ c, query }) => {
      const format: SheetFormat = query.format ?? "csv";
      const template = isSet(query.template);
      const sheets = c.get("deps").services.catalogueSheet;
      const rows = template ? await sheets.template() : await sheets.export();
      const bytes =
        format === "csv" ? toCsv(rows) : await toXlsx(rows, template ? sheetNoteRows() : undefined);
      const name = template ? "catalogue-template" : `catalogue-${today()}`;
      return c.body(new Uint8Array(bytes), 200, {
        "Content-Type": SHEET_CONTENT_TYPES[format],
        "Content-Disposition": `attachment; filename="${name}.${format}"`,
      });
    },
  }),
];

function upload(c: Context<ApiEnv>, options: ImportOptions): Promise<Response> {
  // A place in the queue before the body is read, as for media uploads (docs/decisions/055):
  // at most a few files are held in memory at once, whatever arrives.
  return gatedUpload(
    c,
    {
      gate: c.get("deps").services.catalogueSheet.gate,
      maxBytes: SHEET_LIMITS.bytes,
      notMultipart: "Send the file as multipart/form-data with a `file` field.",
      busy: new ImportBusyError().message,
      chooseFile: "Choose a CSV or XLSX file to import",
    },
    (file, _parts, ticket) => receive(c, file, options, ticket),
  );
}

async function receive(
  c: Context<ApiEnv>,
  file: MultipartPart,
  options: ImportOptions,
  ticket: GateTicket,
): Promise<Response> {
  try {
    const result = await c
      .get("deps")
      .services.catalogueSheet.import(file.bytes, { ...options, fileName: file.fileName }, ticket);
    return c.json(result);
  } catch (error) {
    if (error instanceof SheetFileError) {
      return problem(c, error.status, error.message, { errors: { file: error.message } });
    }
    throw error;
  }
}

function today(): string {
  return new Date().toISOString().slice(0, 10);
}
