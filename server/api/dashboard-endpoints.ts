import { z } from "zod";
import { endpoint } from "./endpoint.ts";
import { readRoute } from "./record-routes.ts";
import { seriesDayRecord } from "./lead-schemas.ts";

const countsRecord = z
  .object({
    products: z.number().int(),
    productInquiries: z.number().int(),
    serviceInquiries: z.number().int(),
    contacts: z.number().int(),
    quoteRequests: z.number().int(),
    series: z
      .array(seriesDayRecord)
      .meta({ description: "Leads per UTC day and kind for the last 90 days, oldest first" }),
  })
  .meta({ id: "DashboardCounts" });

const notificationCountsRecord = z
  .object({
    waiting: z.number().int().meta({ description: "E-mails queued or being sent" }),
    failed: z.number().int().meta({ description: "E-mails given up after the last retry" }),
  })
  .meta({ id: "NotificationCounts" });

export const dashboardEndpoints = [
  readRoute({
    path: "/admin/dashboard",
    tag: "Admin session",
    summary: "The dashboard's four counts and 90 days of leads per day (spam excluded)",
    description: "Counts",
    schema: countsRecord,
    read: async ({ c }) => {
      const { dashboard } = c.get("deps").services;
      const [counts, series] = await Promise.all([dashboard.counts(), dashboard.series()]);
      return { ...counts, series };
    },
  }),
  readRoute({
    path: "/admin/notifications",
    tag: "Admin session",
    summary: "How many notification e-mails are waiting to be sent or have failed",
    description: "Counts",
    schema: notificationCountsRecord,
    read: ({ c }) => c.get("deps").services.dashboard.notificationCounts(),
  }),
  endpoint({
    method: "post",
    path: "/admin/notifications/retry",
    tag: "Admin session",
    summary: "Queue every failed notification e-mail again, with a fresh set of attempts",
    responses: {
      200: {
        description: "How many were queued again",
        schema: z.object({ requeued: z.number().int() }).meta({ id: "NotificationRetry" }),
      },
    },
    handler: async ({ c }) => {
      const { services, now } = c.get("deps");
      const requeued = await services.notificationOutbox.retryFailed(now?.() ?? Date.now());
      return c.json({ requeued });
    },
  }),
];
