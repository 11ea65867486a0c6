import { sql, type Kysely } from "kysely";
import type { Dialect } from "../connection.server.ts";

/**
 * Adds kinds to the outbox's CHECK on `kind`, keeping whatever kinds it already allows
 * (migrations 006 and 008). PostgreSQL swaps the constraint; SQLite cannot alter one, so the
 * table is rebuilt with the same columns and indexes.
 */
export async function widenOutboxKinds(
  db: Kysely<unknown>,
  dialect: Dialect,
  newKinds: readonly string[],
) {
  if (dialect === "postgres") {
    const { rows } = await sql<{ definition: string }>`
      select pg_get_constraintdef(oid) as definition from pg_constraint
      where conname = 'notification_outbox_kind_check'`.execute(db);
    const kinds = widenedKinds(rows[0]?.definition ?? "", newKinds);
    await sql`alter table notification_outbox drop constraint if exists notification_outbox_kind_check`.execute(
      db,
    );
    await sql`alter table notification_outbox add constraint notification_outbox_kind_check check (kind in (${sql.raw(quoted(kinds))}))`.execute(
      db,
    );
    return;
  }
  const { rows } = await sql<{
    sql: string;
  }>`select sql from sqlite_master where type = 'table' and name = 'notification_outbox'`.execute(
    db,
  );
  const create = rows[0]?.sql;
  if (!create) throw new Error("notification_outbox is missing");
  const check = /kind in \(([^)]*)\)/.exec(create);
  if (!check) throw new Error("Could not find the outbox's kind check");
  const kinds = widenedKinds(check[0], newKinds);
  const widened = create
    .replace(/^CREATE TABLE "?notification_outbox"?/i, 'CREATE TABLE "notification_outbox_new"')
    .replace(check[0], `kind in (${quoted(kinds)})`);
  const indexes = await sql<{
    sql: string | null;
  }>`select sql from sqlite_master where type = 'index' and tbl_name = 'notification_outbox'`.execute(
    db,
  );
  await sql.raw(widened).execute(db);
  await sql`insert into notification_outbox_new select * from notification_outbox`.execute(db);
  await sql`drop table notification_outbox`.execute(db);
  await sql`alter table notification_outbox_new rename to notification_outbox`.execute(db);
  for (const index of indexes.rows) if (index.sql) await sql.raw(index.sql).execute(db);
}

/** The quoted kinds found in a CHECK definition, plus the new ones. */
function widenedKinds(definition: string, newKinds: readonly string[]): string[] {
  const existing = [...definition.matchAll(/'([a-z-]+)'/g)].map((m) => m[1] as string);
  if (existing.length === 0) throw new Error("Could not read the outbox's kind check");
  return [...new Set([...existing, ...newKinds])];
}

/** Kinds match [a-z-]+ (read by the pattern above), so quoting them needs no escaping. */
function quoted(kinds: string[]): string {
  return kinds.map((k) => `'${k}'`).join(", ");
}
