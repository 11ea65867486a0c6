import { z } from "zod";
import { auditQuery } from "../../app/domain/schemas/team.ts";
import { pageRoute } from "./record-routes.ts";

const auditRecord = z
  .object({
    id: z.string(),
    at: z.string(),
    actorId: z.string().nullable(),
    actorEmail: z.string(),
    action: z.string().meta({ description: "area.verb, e.g. product.update, auth.sign-in" }),
    target: z.string(),
    before: z.unknown().optional(),
    after: z.unknown().optional(),
    address: z.string(),
  })
  .meta({ id: "AuditEntry" });

/** The audit log, read-only (docs/decisions/051): there is no write or delete route. */
export const auditEndpoints = [
  pageRoute({
    path: "/admin/audit",
    tag: "Team",
    summary: "The audit log, newest first; filter by actor, kind and date range",
    query: auditQuery,
    description: "One page of entries",
    row: auditRecord,
    list: ({ c, query }) => c.get("deps").services.audit.list(query),
  }),
];
