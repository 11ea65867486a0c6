import { sql, type Kysely } from "kysely";
import type { Dialect } from "../../db/connection.server.ts";
import { toCount } from "../../db/list-helpers.ts";
import type { Database } from "../../db/schema.ts";

import type { SeriesDay } from "./lead-types.ts";

export type { SeriesDay };

const DAY_MS = 86_400_000;
const TABLES = [
  ["product_inquiries", "inquiries"],
  ["service_inquiries", "serviceInquiries"],
  ["contact_submissions", "contacts"],
  ["quote_requests", "quoteRequests"],
] as const;

/**
 * Leads per day and kind for the last `days` days, oldest first, today (UTC) last, with the
 * empty days present. Spam never counts. One grouped query per table reads only
 * the window's rows through the created_at index.
 */
export async function leadSeries(
  db: Kysely<Database>,
  dialect: Dialect,
  now: number,
  days = 90,
): Promise<SeriesDay[]> {
  const today = Math.floor(now / DAY_MS) * DAY_MS;
  const start = new Date(today - (days - 1) * DAY_MS).toISOString();
  // Timestamps are ISO strings in UTC on SQLite, timestamptz on PostgreSQL.
  const day =
    dialect === "postgres"
      ? sql<string>`to_char(created_at at time zone 'UTC', 'YYYY-MM-DD')`
      : sql<string>`substr(created_at, 1, 10)`;
  const counts = await Promise.all(
    TABLES.map(([table]) =>
      db
        .selectFrom(table as "contact_submissions")
        .select([day.as("day"), (eb) => eb.fn.countAll<string | number>().as("n")])
        .where("created_at", ">=", start)
        .where("status", "!=", "spam")
        .groupBy(day)
        .execute(),
    ),
  );
  const series: SeriesDay[] = Array.from({ length: days }, (_, index) => ({
    date: new Date(today - (days - 1 - index) * DAY_MS).toISOString().slice(0, 10),
    inquiries: 0,
    serviceInquiries: 0,
    contacts: 0,
    quoteRequests: 0,
  }));
  const byDate = new Map(series.map((entry) => [entry.date, entry]));
  TABLES.forEach(([, key], index) => {
    for (const row of counts[index] ?? []) {
      const entry = byDate.get(row.day);
      if (entry) entry[key] = toCount(row.n);
    }
  });
  return series;
}
