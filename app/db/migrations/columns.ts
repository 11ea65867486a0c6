import type { ColumnBuilderCallback, ColumnDataType, CreateTableBuilder, Kysely } from "kysely";

/** A column's type and what else it is; a bare type stands for a required (NOT NULL) column. */
export type Column = ColumnDataType | { type: ColumnDataType; build: ColumnBuilderCallback };

/** A table's columns by name, in the order they are created. */
export type Columns = Readonly<Record<string, Column>>;

// Old migrations are written with these helpers: what they emit must never change.

/** A column the words below do not cover: a CHECK, a reference. */
export const column = (type: ColumnDataType, build: ColumnBuilderCallback): Column => ({
  type,
  build,
});

export const nullable = (type: ColumnDataType): Column => ({ type, build: (c) => c });

export const primaryKey = (type: ColumnDataType): Column => ({
  type,
  build: (c) => c.primaryKey(),
});

export const unique = (type: ColumnDataType): Column => ({
  type,
  build: (c) => c.notNull().unique(),
});

export const withDefault = (type: ColumnDataType, value: unknown): Column => ({
  type,
  build: (c) => c.notNull().defaultTo(value),
});

/** `create table NAME (COLUMNS)`, left open for constraints and `execute()`. */
export function createTable<DB, const C extends { readonly [K in keyof C]: Column }>(
  db: Kysely<DB>,
  name: string,
  columns: C,
) {
  let table: CreateTableBuilder<string, Extract<keyof C, string>> = db.schema.createTable(name);
  for (const column in columns) {
    const { type, build } = spec(columns[column]);
    table = table.addColumn(column, type, build);
  }
  return table;
}

/** Adds the columns to an existing table, one `alter table … add column` each, in order. */
export async function addColumns(
  db: Kysely<unknown>,
  table: string,
  columns: Columns,
): Promise<void> {
  for (const [column, value] of Object.entries(columns)) {
    const { type, build } = spec(value);
    await db.schema.alterTable(table).addColumn(column, type, build).execute();
  }
}

function spec(column: Column): { type: ColumnDataType; build: ColumnBuilderCallback } {
  return typeof column === "string" ? { type: column, build: (c) => c.notNull() } : column;
}
