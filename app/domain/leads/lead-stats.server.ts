import { sql, type Kysely } from "kysely";
import { toCount } from "../../db/list-helpers.ts";
import type { Database } from "../../db/schema.ts";
import { toIsoString } from "../../db/values.ts";
import { ENQUIRIES } from "../enquiries/enquiry-registry.ts";
import { ENQUIRY_KINDS } from "../enquiries/enquiry-kinds.ts";
import type { LeadStats } from "./lead-types.ts";

const DAY_MS = 86_400_000;

/**
 * The dashboard's figures beyond the series, over the last 90 days: leads per
 * product category and per service, the median time from arrival to the first reply sent
 * from the back office, and leads won and lost per month (a lead counts once per month and
 * outcome, from its stage events). Spam never counts.
 */
export async function leadStats(db: Kysely<Database>, now: number): Promise<LeadStats> {
  const since = new Date(now - 90 * DAY_MS).toISOString();
  const [categories, services, replies, outcomes] = await Promise.all([
    db
      .selectFrom("product_inquiries")
      .leftJoin("products", "products.id", "product_inquiries.product_id")
      .select([
        sql<string | null>`products.category`.as("label"),
        (eb) => eb.fn.countAll<string | number>().as("n"),
      ])
      .where("product_inquiries.created_at", ">=", since)
      .where("product_inquiries.status", "!=", "spam")
      .groupBy("products.category")
      .execute(),
    db
      .selectFrom("service_inquiries")
      .select(["service_name as label", (eb) => eb.fn.countAll<string | number>().as("n")])
      .where("created_at", ">=", since)
      .where("status", "!=", "spam")
      .groupBy("service_name")
      .execute(),
    Promise.all(
      ENQUIRY_KINDS.map((kind) =>
        db
          .selectFrom(`${ENQUIRIES[kind].table} as lead` as "contact_submissions as lead")
          .innerJoin("lead_events as e", (join) =>
            join
              .onRef("e.lead_id", "=", "lead.id")
              .on("e.lead_kind", "=", kind)
              .on("e.type", "=", "reply"),
          )
          .select(["lead.created_at", (eb) => eb.fn.min("e.at").as("first_reply")])
          .where("lead.created_at", ">=", since)
          .groupBy(["lead.id", "lead.created_at"])
          .execute(),
      ),
    ),
    db
      .selectFrom("lead_events")
      .select(["lead_kind", "lead_id", "at", "detail"])
      .where("type", "=", "stage")
      .where("at", ">=", new Date(now - 365 * DAY_MS).toISOString())
      .execute(),
  ]);

  const waits = replies
    .flat()
    .map(
      (row) =>
        Date.parse(toIsoString(row.first_reply as string)) -
        Date.parse(toIsoString(row.created_at)),
    )
    .sort((a, b) => a - b);
  const median =
    waits.length === 0
      ? null
      : waits.length % 2
        ? waits[(waits.length - 1) / 2]!
        : (waits[waits.length / 2 - 1]! + waits[waits.length / 2]!) / 2;

  const months = new Map<string, { won: Set<string>; lost: Set<string> }>();
  for (const event of outcomes) {
    const to = (JSON.parse(event.detail) as { to?: string }).to;
    if (to !== "won" && to !== "lost") continue;
    const month = toIsoString(event.at).slice(0, 7);
    const entry = months.get(month) ?? { won: new Set(), lost: new Set() };
    entry[to].add(`${event.lead_kind}:${event.lead_id}`);
    months.set(month, entry);
  }

  const byCount = (rows: Array<{ label: string | null; n: string | number }>, fallback: string) =>
    rows
      .map((row) => ({ label: row.label ?? fallback, count: toCount(row.n) }))
      .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));

  return {
    byCategory: byCount(categories, "General inquiry"),
    byService: byCount(services, "Other"),
    medianFirstReplyMinutes: median === null ? null : Math.round(median / 60_000),
    repliedLeads: waits.length,
    outcomes: [...months.entries()]
      .sort(([a], [b]) => b.localeCompare(a))
      .map(([month, { won, lost }]) => ({ month, won: won.size, lost: lost.size })),
  };
}
