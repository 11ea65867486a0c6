import type { Kysely } from "kysely";
import { z } from "zod";
import type { Database } from "../../db/schema.ts";
import { record, type Actor } from "../audit/audit.server.ts";
import { bumpContentGeneration } from "../content-generation.server.ts";
import { businessDate } from "../leads/business-day.ts";
import {
  RETENTION_DEFAULTS,
  retentionInput,
  type RetentionCounts,
  type RetentionPeriods,
} from "./retention-policy.ts";
import { applyRetention, previewRetention } from "./retention-sweep.server.ts";

const SETTINGS_KEY = "privacy-retention";
/** `privacy-retention-run:2026-11-25`: the claim of a company day's run, holding its counts. */
const RUN_PREFIX = "privacy-retention-run:";
/** Claims older than this are removed by the next run; the audit log keeps the history. */
const KEEP_CLAIMS_DAYS = 14;
const DAY_MS = 86_400_000;

/** The daily job acts as nobody in particular; its entries say so. */
const RETENTION_JOB: Actor = { id: null, email: "retention job", address: "" };

export type RetentionRun = z.infer<typeof retentionRun>;

const retentionRun = z.object({
  day: z.string(),
  at: z.string(),
  counts: z.object({
    spam: z.number(),
    leads: z.number(),
    notes: z.number(),
    emails: z.number(),
    auditEntries: z.number(),
    mailFiles: z.number(),
  }),
});

/**
 * The owner's retention periods and the daily job that applies them (docs/decisions/090). The
 * periods are one `app_settings` value, shown on /privacy, so saving them bumps the content
 * generation (docs/decisions/079).
 */
export function createRetention(
  db: Kysely<Database>,
  options: { mailDirectory: string | null; now: () => number },
) {
  const { mailDirectory, now } = options;

  async function periods(executor: Kysely<Database> = db): Promise<RetentionPeriods> {
    const row = await executor
      .selectFrom("app_settings")
      .select("value")
      .where("key", "=", SETTINGS_KEY)
      .executeTakeFirst();
    if (!row) return { ...RETENTION_DEFAULTS };
    const parsed = retentionInput.safeParse(JSON.parse(row.value));
    return parsed.success ? parsed.data : { ...RETENTION_DEFAULTS };
  }

  return {
    periods: () => periods(),

    async save(next: RetentionPeriods, actor: Actor): Promise<RetentionPeriods> {
      const value = JSON.stringify(next);
      const at = new Date(now()).toISOString();
      await db.transaction().execute(async (trx) => {
        const before = await periods(trx);
        await trx
          .insertInto("app_settings")
          .values({ key: SETTINGS_KEY, value, updated_at: at })
          .onConflict((oc) => oc.column("key").doUpdateSet({ value, updated_at: at }))
          .execute();
        // The privacy notice states the periods.
        await bumpContentGeneration(trx);
        await record(trx, {
          actor,
          action: "privacy.retention-update",
          target: "retention",
          before,
          after: next,
        });
      });
      return next;
    },

    /** The dry run: what a run would remove now with these periods (the saved ones by default). */
    async preview(candidate?: RetentionPeriods): Promise<RetentionCounts> {
      return previewRetention(db, candidate ?? (await periods()), now(), mailDirectory);
    },

    /**
     * Today's run, once across every process: the company day is claimed by inserting its key
     * in the transaction that removes the data, so a second process (or timer) waits for the
     * first and then finds the day taken. Answers the counts, or null when the day was done.
     */
    async runDaily(): Promise<RetentionCounts | null> {
      const at = now();
      const day = businessDate(at);
      return db.transaction().execute(async (trx) => {
        const claimed = await trx
          .insertInto("app_settings")
          .values({
            key: `${RUN_PREFIX}${day}`,
            value: "{}",
            updated_at: new Date(at).toISOString(),
          })
          .onConflict((oc) => oc.column("key").doNothing())
          .returning("key")
          .executeTakeFirst();
        if (!claimed) return null;
        const current = await periods(trx);
        const counts = await applyRetention(trx, current, at, mailDirectory);
        const run: RetentionRun = { day, at: new Date(at).toISOString(), counts };
        await trx
          .updateTable("app_settings")
          .set({ value: JSON.stringify(run) })
          .where("key", "=", claimed.key)
          .execute();
        await trx
          .deleteFrom("app_settings")
          .where("key", "like", `${RUN_PREFIX}%`)
          .where("key", "<", `${RUN_PREFIX}${businessDate(at - KEEP_CLAIMS_DAYS * DAY_MS)}`)
          .execute();
        await record(trx, {
          actor: RETENTION_JOB,
          action: "privacy.retention",
          target: `retention:${day}`,
          after: { periods: current, removed: counts },
        });
        return counts;
      });
    },

    /** The newest day's run, for the settings screen. */
    async lastRun(): Promise<RetentionRun | null> {
      const row = await db
        .selectFrom("app_settings")
        .select("value")
        .where("key", "like", `${RUN_PREFIX}%`)
        .orderBy("key", "desc")
        .executeTakeFirst();
      if (!row) return null;
      const run = retentionRun.safeParse(JSON.parse(row.value));
      return run.success ? run.data : null;
    },
  };
}

export type Retention = ReturnType<typeof createRetention>;
