import type { ColumnTypes } from "./column-types.ts";

/** The required `created_at` and `updated_at` that most record tables end with. */
export function timestamps(timestamp: ColumnTypes["timestamp"]) {
  return { created_at: timestamp, updated_at: timestamp } as const;
}
