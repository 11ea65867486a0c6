import { z } from "zod";
import { requestFacts } from "../../app/domain/readiness/readiness-facts.ts";
import { countByLevel } from "../../app/domain/readiness/readiness-checks.ts";
import { readRoute } from "./record-routes.ts";

const findingRecord = z
  .object({
    id: z.string(),
    level: z.enum(["ok", "warning", "error"]),
    summary: z.string(),
    fix: z.string().optional().meta({ description: "What to do; absent when nothing needs doing" }),
  })
  .meta({ id: "ReadinessFinding" });

const readinessRecord = z
  .object({
    errors: z.number().int(),
    warnings: z.number().int(),
    findings: z.array(findingRecord),
  })
  .meta({ id: "Readiness" });

/** The go-live checklist: what `npm run doctor` checks, seen by the running server (decision 089). */
export const readinessEndpoints = [
  readRoute({
    path: "/admin/readiness",
    tag: "Admin session",
    summary:
      "The go-live checklist: SITE_URL, the proxy, SMTP, the sender, accounts, second factors, sample content, backups, disk",
    description: "Each finding with what to do",
    schema: readinessRecord,
    read: async ({ c }) => {
      const facts = requestFacts(c.req.raw.headers);
      const findings = await c.get("deps").services.readiness.findings(facts);
      return { ...countByLevel(findings), findings };
    },
  }),
];
