import { sql, type Expression, type SqlBool } from "kysely";

/** Case-insensitive substring match that reads the same on SQLite and PostgreSQL. */
export function containsIgnoringCase(column: string, term: string): Expression<SqlBool> {
  const pattern = `%${escapeLike(term.toLowerCase())}%`;
  return sql<SqlBool>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
}

function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** COUNT(*) comes back as a string from PostgreSQL and a number from SQLite. */
export function toCount(value: string | number | bigint | null | undefined): number {
  return Number(value ?? 0);
}
