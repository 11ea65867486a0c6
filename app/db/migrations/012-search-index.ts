import { sql, type Kysely, type Migration } from "kysely";
import type { Dialect } from "../connection.server.ts";
import type { Database } from "../schema.ts";
import { rebuildSearchIndex } from "../../domain/search/rebuild-search-index.server.ts";
import { column, createTable, primaryKey, unique } from "./columns.ts";
import { createIndex } from "./create-index.ts";

/**
 * The site search's index (docs/decisions/082): one `search_documents` row per item, category,
 * service page and published project, with its words folded into three columns (name,
 * particulars, description) that each database indexes with its own text search.
 *
 * - SQLite: an FTS5 table over those columns (external content, kept by triggers, prefix
 *   indexes for words typed in part) and an `fts5vocab` view of its words for typos.
 * - PostgreSQL: a generated tsvector (weights A, B, C) with a GIN index, and `search_words`,
 *   every indexed word with a pg_trgm GIN index, filled by a statement trigger, for typos.
 *
 * The index is derived data: it is filled here from the records by the same code that keeps
 * it in step with every write afterwards, rather than by a frozen copy of that code.
 */
export function searchIndexMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<Database>) {
      if (dialect === "postgres") await requireTrigramExtension(db);
      await createTable(db, "search_documents", {
        id:
          dialect === "postgres"
            ? primaryKey("serial")
            : column("integer", (c) => c.primaryKey().autoIncrement()),
        doc_key: unique("text"),
        owner: "text",
        type: "text",
        title: "text",
        url: "text",
        context: "text",
        details: "text",
        body: "text",
        name_terms: "text",
        details_terms: "text",
        body_terms: "text",
      }).execute();
      // A save rewrites its owner's rows: a category with its items, a project, the services.
      await createIndex(db, "search_documents_owner_idx", "search_documents", ["owner"]);
      if (dialect === "postgres") await postgresIndex(db);
      else await sqliteIndex(db);
      await rebuildSearchIndex(db, dialect);
    },
    async down(db: Kysely<Database>) {
      if (dialect === "postgres") {
        await sql`drop table if exists search_words`.execute(db);
        await sql`drop function if exists search_words_collect() cascade`.execute(db);
      } else {
        await sql`drop table if exists search_vocabulary`.execute(db);
        await sql`drop table if exists search_fts`.execute(db);
      }
      await db.schema.dropTable("search_documents").ifExists().execute();
    },
  };
}

async function requireTrigramExtension(db: Kysely<Database>) {
  const installed = await sql<{ one: number }>`
    select 1 as one from pg_extension where extname = 'pg_trgm'`.execute(db);
  if (installed.rows.length > 0) return;
  try {
    await sql`create extension if not exists pg_trgm`.execute(db);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      `The site search needs PostgreSQL's pg_trgm extension, and this database user may not ` +
        `create it (${reason}). Connect to this database as its owner or a superuser, run ` +
        `CREATE EXTENSION pg_trgm; and start the server again.`,
    );
  }
}

async function sqliteIndex(db: Kysely<Database>) {
  // unicode61 splits the folded words on spaces; prefix indexes answer "centrif" quickly. The
  // type is indexed too, so ranking by kind reads the index, not the rows (docs/decisions/082).
  await sql`create virtual table search_fts using fts5(
    name_terms, details_terms, body_terms, type,
    content = 'search_documents', content_rowid = 'id',
    tokenize = 'unicode61', prefix = '2 3 4'
  )`.execute(db);
  await sql`create trigger search_documents_ai after insert on search_documents begin
    insert into search_fts (rowid, name_terms, details_terms, body_terms, type)
    values (new.id, new.name_terms, new.details_terms, new.body_terms, new.type);
  end`.execute(db);
  await sql`create trigger search_documents_ad after delete on search_documents begin
    insert into search_fts (search_fts, rowid, name_terms, details_terms, body_terms, type)
    values ('delete', old.id, old.name_terms, old.details_terms, old.body_terms, old.type);
  end`.execute(db);
  await sql`create trigger search_documents_au after update on search_documents begin
    insert into search_fts (search_fts, rowid, name_terms, details_terms, body_terms, type)
    values ('delete', old.id, old.name_terms, old.details_terms, old.body_terms, old.type);
    insert into search_fts (rowid, name_terms, details_terms, body_terms, type)
    values (new.id, new.name_terms, new.details_terms, new.body_terms, new.type);
  end`.execute(db);
  // Per column, so typo candidates come from the words and not from the type column.
  await sql`create virtual table search_vocabulary using fts5vocab(search_fts, 'col')`.execute(db);
}

async function postgresIndex(db: Kysely<Database>) {
  // 'simple': the words are already folded; no stemming or stop words, as in SQLite.
  await sql`alter table search_documents add column document tsvector generated always as (
    setweight(to_tsvector('simple'::regconfig, name_terms), 'A') ||
    setweight(to_tsvector('simple'::regconfig, details_terms), 'B') ||
    setweight(to_tsvector('simple'::regconfig, body_terms), 'C')
  ) stored`.execute(db);
  // fastupdate off: with it, new entries wait in a pending list that every search scans until
  // a vacuum merges them (after a bulk save, tens of ms a search); catalogue saves are rare.
  await sql`create index search_documents_document_idx on search_documents
    using gin (document) with (fastupdate = off)`.execute(db);
  // Byte order, so a range of words sharing a first letter is one index range whatever the locale.
  await sql`create table search_words (word text collate "C" primary key)`.execute(db);
  await sql`create index search_words_trgm_idx on search_words
    using gin (word gin_trgm_ops) with (fastupdate = off)`.execute(db);
  // Words are only added: a correction is checked against the documents before it is used.
  await sql`create function search_words_collect() returns trigger language plpgsql as $$
    begin
      insert into search_words (word)
      select distinct w from new_rows, unnest(tsvector_to_array(new_rows.document)) as w
      order by w
      on conflict (word) do nothing;
      return null;
    end $$`.execute(db);
  await sql`create trigger search_documents_words after insert on search_documents
    referencing new table as new_rows for each statement
    execute function search_words_collect()`.execute(db);
  await sql`create trigger search_documents_words_update after update on search_documents
    referencing new table as new_rows for each statement
    execute function search_words_collect()`.execute(db);
}
