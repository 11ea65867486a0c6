import type { Dialect } from "../connection.server.ts";

/** The few column types that differ between SQLite and PostgreSQL. */
export function columnTypes(dialect: Dialect) {
  return dialect === "postgres"
    ? ({ timestamp: "timestamptz", flag: "boolean", epochMs: "bigint", blob: "bytea" } as const)
    : ({ timestamp: "text", flag: "integer", epochMs: "integer", blob: "blob" } as const);
}

export type ColumnTypes = ReturnType<typeof columnTypes>;
