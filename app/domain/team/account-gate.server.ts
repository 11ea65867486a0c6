import type { Selectable } from "kysely";
import type { AdminsTable } from "../../db/schema.ts";
import { toBoolean } from "../../db/values.ts";

/**
 * The checks a sign-in passes after its password is verified. Kept apart from
 * the password and throttling steps of `login()` so each can change on its own.
 */

/** A disabled account gets the same answer as a wrong password: nothing is revealed. */
export function isBarred(admin: Selectable<AdminsTable>): boolean {
  return toBoolean(admin.disabled);
}

/** An account with a confirmed TOTP secret owes a second factor before its session opens. */
export function needsSecondFactor(admin: Selectable<AdminsTable>): boolean {
  return admin.totp_secret !== null;
}
