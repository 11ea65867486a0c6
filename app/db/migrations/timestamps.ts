import type { CreateTableBuilder } from "kysely";
import type { ColumnTypes } from "./column-types.ts";

/**
 * The required `created_at` and `updated_at` that most record tables end with, added through
 * the table builder's `$call`.
 */
export function timestamps(timestamp: ColumnTypes["timestamp"]) {
  return <TB extends string, C extends string>(table: CreateTableBuilder<TB, C>) =>
    table
      .addColumn("created_at", timestamp, (c) => c.notNull())
      .addColumn("updated_at", timestamp, (c) => c.notNull());
}
