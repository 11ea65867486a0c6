import type { Dialect } from "../../db/connection.server.ts";

/**
 * A backup file (docs/decisions/088): gzip'd JSON lines. The first line is the header, then
 * one line per row (`{"t": table, "r": row}`), tables in the header's order, and a last line
 * with each table's count: a file without it was cut short and is refused.
 */
export const BACKUP_FORMAT = "industrial-site-backup";
export const BACKUP_FORMAT_VERSION = 1;

export interface BackupHeader {
  format: typeof BACKUP_FORMAT;
  version: number;
  /** The newest migration applied to the database it was taken from. */
  migration: string;
  source: Dialect;
  createdAt: string;
  tables: string[];
}

export interface RowLine {
  t: string;
  r: Record<string, unknown>;
}

export interface TrailerLine {
  end: true;
  counts: Record<string, number>;
}

/** Bytes in a row: base64 under this one key, so they cannot be taken for text. */
const BYTES_KEY = "$base64";

/**
 * One column's value as JSON that either database takes back: bytes as base64, PostgreSQL's
 * Date objects as the ISO strings SQLite stores, 64-bit integers as numbers while exact.
 */
export function encodeValue(value: unknown): unknown {
  if (value instanceof Uint8Array) return { [BYTES_KEY]: Buffer.from(value).toString("base64") };
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "bigint")
    return value <= BigInt(Number.MAX_SAFE_INTEGER) && value >= BigInt(Number.MIN_SAFE_INTEGER)
      ? Number(value)
      : value.toString();
  return value;
}

export function encodeRow(row: Record<string, unknown>): Record<string, unknown> {
  const encoded: Record<string, unknown> = {};
  for (const [column, value] of Object.entries(row)) encoded[column] = encodeValue(value);
  return encoded;
}

/** How the database being restored into stores a column, as far as the values care. */
export type ColumnKind = "flag" | "integer" | "bytes" | "text";

/** A value from the file as the target column takes it. */
export function decodeValue(value: unknown, kind: ColumnKind): unknown {
  if (value === null || value === undefined) return null;
  if (typeof value === "object" && BYTES_KEY in value) {
    const text = (value as Record<string, unknown>)[BYTES_KEY];
    return Buffer.from(typeof text === "string" ? text : "", "base64");
  }
  if (kind === "flag") return value === true || value === 1 || value === "1" || value === "true";
  if (kind === "integer") {
    // A flag from PostgreSQL into SQLite's integer column; a 64-bit count kept as text.
    if (typeof value === "boolean") return value ? 1 : 0;
    if (typeof value === "string" && /^-?\d+$/.test(value)) {
      const number = Number(value);
      return Number.isSafeInteger(number) ? number : value;
    }
  }
  return value;
}

export function isHeader(value: unknown): value is BackupHeader {
  if (typeof value !== "object" || value === null) return false;
  const header = value as Partial<BackupHeader>;
  return (
    header.format === BACKUP_FORMAT &&
    typeof header.version === "number" &&
    typeof header.migration === "string" &&
    Array.isArray(header.tables)
  );
}
