import type { Kysely, Migration } from "kysely";
import type { Dialect } from "../connection.server.ts";
import { columnTypes, type ColumnTypes } from "./column-types.ts";

interface MigrationSteps {
  up(db: Kysely<unknown>, t: ColumnTypes, dialect: Dialect): Promise<void>;
  down(db: Kysely<unknown>): Promise<void>;
}

/**
 * A migration written once for both databases: `up` is given the dialect's column types (and
 * the dialect, for what differs beyond them). The list in ../migrate.server.ts calls the result
 * with the dialect of the database it migrates.
 */
export function defineMigration(steps: MigrationSteps): (dialect: Dialect) => Migration {
  return (dialect) => {
    const t = columnTypes(dialect);
    return { up: (db) => steps.up(db, t, dialect), down: (db) => steps.down(db) };
  };
}
