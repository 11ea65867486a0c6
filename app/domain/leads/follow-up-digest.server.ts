import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import { toBoolean } from "../../db/values.ts";
import { recipientKey } from "../notifications/outbox.server.ts";
import { worksLeads } from "../access/access-policy.ts";
import { followUpDigestMail } from "./digest-mail.ts";
import { createLeadList } from "./lead-list.server.ts";

/** Digests go out from 08:00 in the company's zone (IST, UTC+05:30). */
const MORNING_MINUTES = 8 * 60;
const OFFSET_MS = (5 * 60 + 30) * 60_000;

/** The company's calendar day of an instant, `2026-11-25`. */
function businessDay(now: number): string {
  return new Date(now + OFFSET_MS).toISOString().slice(0, 10);
}

/**
 * Queues each member's follow-up digest once per company day. The day is claimed
 * by inserting `follow-up-digest:{day}` into app_settings in the transaction that queues the
 * e-mails: with several processes (WEB_CONCURRENCY) or several timers, the first claim wins,
 * a concurrent one waits on the key and then inserts nothing, so nobody gets two digests.
 * Returns how many digests were queued (0 when the day was already done or it is too early).
 */
export async function queueFollowUpDigests(
  db: Kysely<Database>,
  siteUrl: string,
  now: number,
): Promise<number> {
  const minutesToday = Math.floor((now + OFFSET_MS) / 60_000) % (24 * 60);
  if (minutesToday < MORNING_MINUTES) return 0;
  const day = businessDay(now);
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto("app_settings")
      .values({
        key: `follow-up-digest:${day}`,
        value: "queued",
        updated_at: new Date(now).toISOString(),
      })
      .onConflict((oc) => oc.column("key").doNothing())
      .returning("key")
      .executeTakeFirst();
    if (!claimed) return 0;
    const members = await trx
      .selectFrom("admins")
      .select(["id", "email", "name", "role", "disabled"])
      .execute();
    const list = createLeadList(trx as unknown as Kysely<Database>, () => now);
    let queued = 0;
    for (const member of members) {
      if (toBoolean(member.disabled) || !worksLeads(member.role)) continue;
      const due = (
        await list.items({ assignee: member.id, due: "today", limit: 50, order: "oldest" })
      ).filter((lead) => lead.stage !== "won" && lead.stage !== "lost");
      if (due.length === 0) continue;
      due.sort((a, b) => (a.followUpAt ?? "").localeCompare(b.followUpAt ?? ""));
      const mail = followUpDigestMail(member.email, member.name || member.email, due, siteUrl);
      await trx
        .insertInto("notification_outbox")
        .values({
          id: crypto.randomUUID(),
          kind: mail.kind,
          submission_kind: "account",
          submission_id: `digest:${member.id}:${day}`,
          recipient: mail.to,
          recipient_key: recipientKey(mail.to),
          reply_to: null,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          status: "pending",
          attempts: 0,
          next_attempt_at: now,
          created_at: new Date(now).toISOString(),
        })
        .execute();
      queued += 1;
    }
    return queued;
  });
}
