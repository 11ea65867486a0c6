import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import { nowIso } from "../../db/values.ts";
import { record, type Actor } from "../audit/audit.server.ts";
import { REPLY_TEMPLATES, replyTemplatesInput, type ReplyTemplate } from "./reply-templates.ts";

const KEY = "reply-templates";

/** The owner's reply templates, kept as one JSON value in app_settings. */
export function createReplyTemplateStore(db: Kysely<Database>) {
  return {
    async list(): Promise<ReplyTemplate[]> {
      const row = await db
        .selectFrom("app_settings")
        .select("value")
        .where("key", "=", KEY)
        .executeTakeFirst();
      if (!row) return REPLY_TEMPLATES;
      const parsed = replyTemplatesInput.safeParse({ templates: JSON.parse(row.value) });
      return parsed.success ? parsed.data.templates : REPLY_TEMPLATES;
    },

    /** Replaces the whole set: the editor always saves what it shows. */
    async save(templates: ReplyTemplate[], actor: Actor): Promise<ReplyTemplate[]> {
      const value = JSON.stringify(templates);
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto("app_settings")
          .values({ key: KEY, value, updated_at: nowIso() })
          .onConflict((oc) => oc.column("key").doUpdateSet({ value, updated_at: nowIso() }))
          .execute();
        await record(trx, {
          actor,
          action: "reply-templates.update",
          target: "reply-templates",
          after: { labels: templates.map((t) => t.label) },
        });
      });
      return templates;
    },
  };
}
