import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../../db/schema.ts";
import type { PersonMatch } from "../person.ts";

/** What every place is asked with: who, and where the files are. */
export interface PlaceContext {
  match: PersonMatch;
  /** The folder of the `.eml` files (`DATA_DIR/mail`); null when there is none to search. */
  mailDirectory: string | null;
}

interface PlaceBase {
  /** The key of the place in an erasure's counts and an export: a table, a kind, `mail_files`. */
  name: string;
  /** What the owner's screen calls it. */
  label: string;
}

/** A table (or a kind of enquiry) in the database: read for an export, cleared in a transaction. */
export interface DatabasePlace extends PlaceBase {
  store: "database";
  /** Everything it holds about the person, as plain JSON. */
  find(db: Kysely<Database>, context: PlaceContext): Promise<unknown[]>;
  /** Deletes (or redacts) it in the erasure's transaction; answers how many rows it touched. */
  erase(trx: Transaction<Database>, context: PlaceContext): Promise<number>;
}

/**
 * Files outside the database. Erased inside the erasure's transaction, before it commits: should
 * the commit fail, the files are gone and the rows stay, and the erasure can simply be repeated.
 */
export interface FilePlace extends PlaceBase {
  store: "files";
  find(context: PlaceContext): Promise<unknown[]>;
  erase(context: PlaceContext): Promise<number>;
}

/** One place personal data lives (docs/decisions/090): a table, a kind of enquiry, a folder. */
export type PersonalDataPlace = DatabasePlace | FilePlace;
