import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Kysely } from "kysely";
import type { Database } from "../app/db/schema.ts";
import { nowIso } from "../app/db/values.ts";

const KEY = "session-secret";

/**
 * SESSION_SECRET, or one generated once. A secret an earlier version
 * kept under the data folder is still used. Otherwise it lives in the database, created by
 * whichever process starts first (insert-if-absent), so every process and worker of one site
 * signs CSRF tokens, form stamps and known-device cookies alike, whatever their DATA_DIR.
 */
export async function resolveSessionSecret(
  configured: string | undefined,
  dataDir: string,
  db: Kysely<Database>,
): Promise<string> {
  if (configured) return configured;
  try {
    const kept = readFileSync(join(dataDir, KEY), "utf8").trim();
    if (kept.length >= 32) return kept;
  } catch {
    // None kept on disk: the database's.
  }
  await db
    .insertInto("app_settings")
    .values({ key: KEY, value: randomBytes(32).toString("base64url"), updated_at: nowIso() })
    .onConflict((oc) => oc.column("key").doNothing())
    .execute();
  const row = await db
    .selectFrom("app_settings")
    .select("value")
    .where("key", "=", KEY)
    .executeTakeFirstOrThrow();
  return row.value;
}
