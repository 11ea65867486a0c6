import { sql, type Kysely } from "kysely";
import type { Database } from "../../app/db/schema.ts";

/**
 * Every row of every table as one JSON text, as a database dump would hold them: what a test
 * searches for data that must be gone. Binary columns (media variants) are left out.
 */
export async function databaseDump(db: Kysely<Database>): Promise<string> {
  const tables = await db.introspection.getTables();
  const parts: string[] = [];
  for (const table of tables) {
    const { rows } = await sql`select * from ${sql.table(table.name)}`.execute(db);
    parts.push(
      JSON.stringify({ [table.name]: rows }, (_, value: unknown) =>
        value instanceof Uint8Array ? "<bytes>" : value,
      ),
    );
  }
  return parts.join("\n");
}

/** The ten digits of a phone number, found in text however it was written in there. */
export function holdsDigits(text: string, tenDigits: string): boolean {
  return text.replace(/[\s().+-]/g, "").includes(tenDigits);
}
