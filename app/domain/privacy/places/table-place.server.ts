import type { Kysely, Transaction, UpdateObject, UpdateQueryBuilder } from "kysely";
import type { Database } from "../../../db/schema.ts";
import { idIs } from "../../row-by-id.server.ts";
import type { DatabasePlace, PlaceContext } from "./place.ts";

/** The database or the erasure's transaction: a place finds the same rows in either. */
export type Db = Kysely<Database> | Transaction<Database>;

/**
 * A table whose rows about the person are found one way for the export and the erasure alike,
 * so that what is erased is exactly what an export showed: `show` is one row as exported,
 * `erase` deletes or redacts the rows found and answers how many it touched.
 */
export function tablePlace<Row>(
  name: string,
  label: string,
  place: {
    matching: (db: Db, context: PlaceContext) => Promise<Row[]>;
    show: (row: Row) => unknown;
    erase: (trx: Transaction<Database>, rows: Row[], context: PlaceContext) => Promise<number>;
  },
): DatabasePlace {
  const { matching, show, erase } = place;
  return {
    name,
    label,
    store: "database",
    async find(db, context) {
      return (await matching(db, context)).map(show);
    },
    async erase(trx, context) {
      return erase(trx, await matching(trx, context), context);
    },
  };
}

/** Rewrites each row in place, by its id, with what `changes` makes of it: a redaction that keeps the row. */
export async function rewriteRows<
  DB,
  UT extends keyof DB,
  TB extends keyof DB,
  O,
  Row extends { id: string },
>(
  table: UpdateQueryBuilder<DB, UT, TB, O>,
  rows: readonly Row[],
  changes: (row: Row) => UpdateObject<DB, TB, UT>,
): Promise<void> {
  for (const row of rows) await table.set(changes(row)).where(idIs(row.id)).execute();
}
