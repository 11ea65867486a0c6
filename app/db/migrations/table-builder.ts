import type { Kysely } from "kysely";

/** What `db.schema.createTable` gives: a helper that creates a family of tables adds to it. */
export type TableBuilder = ReturnType<Kysely<unknown>["schema"]["createTable"]>;
