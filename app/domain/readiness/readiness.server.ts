import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import type { ServerEnvironment } from "../server-environment.ts";
import { gatherFacts } from "./gather.server.ts";
import type { Finding, RequestFacts, SmtpProbe } from "./readiness-facts.ts";
import { readinessFindings } from "./readiness-checks.ts";
import { probeSmtp } from "./smtp-probe.server.ts";

/** The dashboard asks the SMTP server at most this often; `npm run doctor` asks every time. */
export const SMTP_ANSWER_KEPT_MS = 5 * 60 * 1000;

/**
 * The owner dashboard's "Go-live checklist" (docs/decisions/089): the checks of `npm run
 * doctor`, on the server's own settings, plus what the owner's request says about a proxy.
 */
export function createReadiness(
  db: Kysely<Database>,
  env: ServerEnvironment,
  probe: (url: string) => Promise<SmtpProbe> = probeSmtp,
) {
  let kept: { url: string; at: number; answer: Promise<SmtpProbe> } | null = null;
  const rememberedProbe = (url: string) => {
    const now = Date.now();
    if (!kept || kept.url !== url || now - kept.at > SMTP_ANSWER_KEPT_MS)
      kept = { url, at: now, answer: probe(url) };
    return kept.answer;
  };
  return {
    async findings(request?: RequestFacts): Promise<Finding[]> {
      return readinessFindings(await gatherFacts(db, { env, request, probeSmtp: rememberedProbe }));
    },
  };
}
