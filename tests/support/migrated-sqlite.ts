import { afterAll, beforeAll } from "vitest";
import { openDatabase, type DatabaseHandle } from "../../app/db/connection.server.ts";
import { migrateToLatest } from "../../app/db/migrate.server.ts";
import { createSqliteDatabase, type TestDatabase } from "./databases.ts";

/**
 * A migrated SQLite database of the test file's own, with one named connection per name (two
 * stand for two processes). The first connection migrates it before the others open; all are
 * closed, last opened first, and the file dropped after the file's tests.
 */
export function migratedSqliteConnections<Name extends string>(
  ...names: [Name, ...Name[]]
): (name: Name) => DatabaseHandle {
  let database: TestDatabase | undefined;
  const handles = new Map<Name, DatabaseHandle>();
  beforeAll(async () => {
    database = await createSqliteDatabase();
    const [first, ...rest] = names;
    handles.set(first, openDatabase(database.url));
    await migrateToLatest(handles.get(first)!);
    for (const name of rest) handles.set(name, openDatabase(database.url));
  });
  afterAll(async () => {
    for (const handle of [...handles.values()].reverse()) await handle.close();
    await database?.drop();
  });
  return (name) => {
    const handle = handles.get(name);
    if (!handle) throw new Error(`The connection "${name}" is open only while the tests run`);
    return handle;
  };
}
