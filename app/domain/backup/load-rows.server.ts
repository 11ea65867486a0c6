import { sql, type Kysely, type Transaction } from "kysely";
import type { Dialect } from "../../db/connection.server.ts";
import type { Database } from "../../db/schema.ts";
import { decodeValue, type ColumnKind, type RowLine, type TrailerLine } from "./backup-format.ts";
import { BACKUP_TABLES } from "./backup-tables.ts";
import { RestoreRefused } from "./restore-refused.ts";

/** A batch goes to the database at this many encoded bytes (media) or parameters. */
const BATCH_BYTES = 8 * 1024 * 1024;
const BATCH_PARAMETERS = 30_000;

/** Any table by name: the rows come from the file, their columns from the database. */
type AnyTables = Record<string, Record<string, unknown>>;

/**
 * Inserts the file's rows, table by table in the file's order (parents first), each value
 * as the target column stores it. Returns the count per table; refuses a file whose last
 * line is missing or disagrees with what was read (a copy cut short).
 */
export async function loadRows(
  trx: Transaction<Database>,
  dialect: Dialect,
  lines: AsyncIterator<string>,
): Promise<Record<string, number>> {
  const kinds = await columnKinds(trx, dialect);
  const counts: Record<string, number> = {};
  const writer = trx as unknown as Kysely<AnyTables>;
  let table = "";
  let batch: Record<string, unknown>[] = [];
  let batchBytes = 0;
  const flush = async () => {
    if (batch.length > 0) await writer.insertInto(table).values(batch).execute();
    batch = [];
    batchBytes = 0;
  };
  for (let next = await lines.next(); !next.done; next = await lines.next()) {
    const line: unknown = JSON.parse(next.value);
    if (isTrailer(line)) {
      await flush();
      checkCounts(line, counts);
      return counts;
    }
    if (!isRowLine(line) || !kinds.has(line.t))
      throw new RestoreRefused("The backup holds a line this site does not know.");
    if (line.t !== table) {
      await flush();
      table = line.t;
    }
    const columns = kinds.get(table)!;
    const row: Record<string, unknown> = {};
    for (const [column, value] of Object.entries(line.r)) {
      const kind = columns.get(column);
      if (kind) row[column] = decodeValue(value, kind);
    }
    batch.push(row);
    batchBytes += next.value.length;
    counts[table] = (counts[table] ?? 0) + 1;
    if (batchBytes >= BATCH_BYTES || batch.length * columns.size >= BATCH_PARAMETERS) await flush();
  }
  throw new RestoreRefused("The backup ends early (its last line is missing): it is incomplete.");
}

function checkCounts(trailer: TrailerLine, counts: Record<string, number>) {
  for (const [table, expected] of Object.entries(trailer.counts))
    if ((counts[table] ?? 0) !== expected)
      throw new RestoreRefused(
        `The backup is damaged: ${table} should have ${expected} rows, ${counts[table] ?? 0} were read.`,
      );
}

function isTrailer(line: unknown): line is TrailerLine {
  return typeof line === "object" && line !== null && "end" in line && "counts" in line;
}

function isRowLine(line: unknown): line is RowLine {
  return (
    typeof line === "object" &&
    line !== null &&
    "t" in line &&
    typeof line.t === "string" &&
    "r" in line &&
    typeof line.r === "object" &&
    line.r !== null
  );
}

/** The copied tables' columns in this database, each with what its values must be. */
async function columnKinds(
  trx: Transaction<Database>,
  dialect: Dialect,
): Promise<Map<string, Map<string, ColumnKind>>> {
  const result = new Map<string, Map<string, ColumnKind>>();
  for (const table of BACKUP_TABLES) {
    const columns = new Map<string, ColumnKind>();
    if (dialect === "postgres") {
      const { rows } = await sql<{ column_name: string; data_type: string }>`
        select column_name, data_type from information_schema.columns
        where table_schema = current_schema() and table_name = ${table}`.execute(trx);
      for (const { column_name, data_type } of rows) columns.set(column_name, kindOf(data_type));
    } else {
      const { rows } = await sql<{ name: string; type: string }>`
        select name, type from pragma_table_info(${table})`.execute(trx);
      for (const { name, type } of rows) columns.set(name, kindOf(type));
    }
    result.set(table, columns);
  }
  return result;
}

function kindOf(type: string): ColumnKind {
  const lower = type.toLowerCase();
  if (lower === "boolean") return "flag";
  if (lower.includes("int")) return "integer";
  if (lower === "bytea" || lower === "blob") return "bytes";
  return "text";
}
