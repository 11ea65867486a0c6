import type { ExpressionBuilder, Kysely } from "kysely";
import type { Dialect } from "../db/connection.server.ts";
import { toCount } from "../db/list-helpers.ts";
import type { Database } from "../db/schema.ts";
import { ENQUIRIES } from "./enquiries/enquiry-registry.ts";
import { ENQUIRY_KINDS, type EnquiryKind } from "./enquiries/enquiry-kinds.ts";
import { createOutbox, type NotificationCounts } from "./notifications/outbox.server.ts";
import { leadSeries, type SeriesDay } from "./leads/lead-series.server.ts";
import { leadStats } from "./leads/lead-stats.server.ts";
import type { LeadStats } from "./leads/lead-types.ts";
import type { DashboardCounts } from "./schemas/records.ts";

/** The four dashboard counts in one round trip; spam never counts. */
export function createDashboardService(
  db: Kysely<Database>,
  dialect: Dialect,
  now: () => number = Date.now,
) {
  return {
    /** Leads per day and kind for the last 90 days. */
    series(days = 90): Promise<SeriesDay[]> {
      return leadSeries(db, dialect, now(), days);
    },

    /** Per category and service, median time to first reply, won/lost by month. */
    leadStats(): Promise<LeadStats> {
      return leadStats(db, now());
    },

    async counts(): Promise<DashboardCounts> {
      const row = await db
        .selectNoFrom((eb) => [
          eb.selectFrom("products").select(eb.fn.countAll().as("n")).as("products"),
          ...enquiryCounts(eb),
        ])
        .executeTakeFirstOrThrow();
      return {
        products: toCount(row.products as number),
        productInquiries: toCount(row.inquiries),
        serviceInquiries: toCount(row["service-inquiries"]),
        contacts: toCount(row.contacts),
        quoteRequests: toCount(row["quote-requests"]),
      };
    },

    /** Each kind's stored enquiries, spam left out as in `counts`: one round trip. */
    async enquiriesByKind(): Promise<Array<{ kind: EnquiryKind; count: number }>> {
      const row = await db.selectNoFrom(enquiryCounts).executeTakeFirstOrThrow();
      return ENQUIRY_KINDS.map((kind) => ({ kind, count: toCount(row[kind]) }));
    },

    /** E-mail notifications waiting to be sent or given up on. */
    async notificationCounts(): Promise<NotificationCounts> {
      return createOutbox(db).counts();
    },
  };
}

/** One subquery a kind, each named after its kind, counting its enquiries that are not spam. */
function enquiryCounts(eb: ExpressionBuilder<Database, never>) {
  return ENQUIRY_KINDS.map((kind) =>
    eb
      .selectFrom(ENQUIRIES[kind].table)
      .select(eb.fn.countAll().as("n"))
      .where("status", "!=", "spam")
      .as(kind),
  );
}
