import type { SelectQueryBuilder } from "kysely";
import { containsIgnoringCase, toCount } from "../db/list-helpers.ts";

/**
 * The rows where any of `columns` holds the searched words, whatever their case: a list's
 * search box. Without words (none, or only spaces) every row.
 */
export function searchedFor<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  q: string | undefined,
  columns: readonly string[],
): SelectQueryBuilder<DB, TB, O> {
  const term = q?.trim();
  if (!term) return query;
  return query.where((eb) => eb.or(columns.map((column) => containsIgnoringCase(column, term))));
}

/** How many rows a list's filtered query matches in all: the pager's total. */
export async function countMatches<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
): Promise<number> {
  const { total } = await query
    .select((eb) => eb.fn.countAll<string | number>().as("total"))
    // The selection of a generic query is not known here: only this count is read.
    .$castTo<{ total: string | number }>()
    .executeTakeFirstOrThrow();
  return toCount(total);
}

/**
 * The rows of one page. Without a limit every row from the offset: SQLite takes an OFFSET only
 * after a LIMIT, so the largest one stands in for "no limit".
 */
export function onePage<DB, TB extends keyof DB, O>(
  rows: SelectQueryBuilder<DB, TB, O>,
  page: { limit?: number; offset?: number },
): SelectQueryBuilder<DB, TB, O> {
  if (page.limit !== undefined) return rows.limit(page.limit).offset(page.offset ?? 0);
  if (page.offset) return rows.limit(Number.MAX_SAFE_INTEGER).offset(page.offset);
  return rows;
}
