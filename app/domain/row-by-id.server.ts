import { sql, type Expression, type SelectQueryBuilder, type SqlBool } from "kysely";

/** The tables of `DB` whose rows are named by a text `id`. */
type TablesWithId<DB> = { [K in keyof DB]: DB[K] extends { id: string } ? K : never }[keyof DB];

/**
 * `"id" = ?`, for a query on a table Kysely only knows as a type parameter, where it cannot
 * name the column itself. Compiles as `.where("id", "=", id)` does.
 */
export function idIs(id: string): Expression<SqlBool> {
  return sql<SqlBool>`${sql.ref("id")} = ${id}`;
}

/** The whole row of `from`'s table with this id, or undefined: `select * … where "id" = ?`. */
export function rowById<DB, TB extends TablesWithId<DB>>(
  from: SelectQueryBuilder<DB, TB, object>,
  id: string,
) {
  return from.selectAll().where(idIs(id)).executeTakeFirst();
}
