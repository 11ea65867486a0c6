import { sql, type Expression, type SqlBool } from "kysely";
import { containsIgnoringCase } from "../../../db/list-helpers.ts";
import type { PersonMatch } from "../person.ts";

/**
 * A first, indexed-free but cheap cut over large tables (the audit log, lead events): rows whose
 * text holds the address, or the number's last four digits side by side, or one of their
 * enquiries' ids. `mentions` then decides on what comes back. The cut can miss a number whose
 * last four digits were written apart; these tables never copy visitors' free text
 * (docs/decisions/051), so only numbers written whole reach them.
 */
export function mayMention(columns: string[], match: PersonMatch): Expression<SqlBool> {
  const needles = [
    ...(match.email ? [match.email, match.email.replace("@", "%40")] : []),
    ...(match.phone ? [match.phone.slice(-4)] : []),
    ...match.leadIds,
  ];
  if (needles.length === 0) return sql<SqlBool>`1 = 0`;
  const tests = columns.flatMap((column) =>
    needles.map((needle) => containsIgnoringCase(column, needle)),
  );
  return sql<SqlBool>`(${sql.join(tests, sql` or `)})`;
}
