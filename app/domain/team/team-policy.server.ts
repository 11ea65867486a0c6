import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import { nowIso } from "../../db/values.ts";
import { record, type MemberActor } from "../audit/audit.server.ts";

const REQUIRE_TWO_FACTOR = "require-two-factor";
/**
 * Every admin request asks; one read a second per process is enough, and a change made
 * through another process still holds everywhere within that second.
 */
const FRESH_MS = 1000;

/** Team-wide rules the owner sets: today, whether every account needs 2FA. */
export function createTeamPolicy(db: Kysely<Database>, now: () => number = Date.now) {
  let cached: { value: boolean; at: number } | null = null;

  async function requiresTwoFactor(): Promise<boolean> {
    if (cached && now() - cached.at < FRESH_MS) return cached.value;
    const row = await db
      .selectFrom("app_settings")
      .select("value")
      .where("key", "=", REQUIRE_TWO_FACTOR)
      .executeTakeFirst();
    cached = { value: row?.value === "true", at: now() };
    return cached.value;
  }

  return {
    requiresTwoFactor,

    /** The owner must have a second factor before requiring one of everybody. */
    async setRequireTwoFactor(
      actor: MemberActor,
      on: boolean,
    ): Promise<"saved" | "owner-without-two-factor"> {
      if (on) {
        const owner = await db
          .selectFrom("admins")
          .select("totp_secret")
          .where("id", "=", actor.id)
          .executeTakeFirst();
        if (!owner?.totp_secret) return "owner-without-two-factor";
      }
      const before = await requiresTwoFactor();
      await db.transaction().execute(async (trx) => {
        const value = String(on);
        const updated_at = nowIso();
        await trx
          .insertInto("app_settings")
          .values({ key: REQUIRE_TWO_FACTOR, value, updated_at })
          .onConflict((oc) => oc.column("key").doUpdateSet({ value, updated_at }))
          .execute();
        await record(trx, {
          actor,
          action: "team.require-two-factor",
          target: "team",
          before: { requireTwoFactor: before },
          after: { requireTwoFactor: on },
        });
      });
      cached = { value: on, at: now() };
      return "saved";
    },
  };
}
