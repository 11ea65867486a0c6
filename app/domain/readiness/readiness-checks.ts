import {
  checkAccountAddresses,
  checkDatabase,
  checkOwnersSecondFactor,
  checkSampleContent,
} from "./data-checks.ts";
import {
  checkAdministratorSettings,
  checkSenderDomain,
  checkSiteUrl,
  checkSmtp,
  checkTrustProxy,
} from "./environment-checks.ts";
import { checkBackup, checkDiskSpace } from "./host-checks.ts";
import type { Finding, ReadinessFacts } from "./readiness-facts.ts";

/**
 * The go-live checklist (docs/decisions/089), in the order a person would work through it:
 * `npm run doctor` prints it and the owner's dashboard shows it, from the same facts.
 */
export function readinessFindings(facts: ReadinessFacts): Finding[] {
  // Without the database, its one error stands for every check of what it holds.
  const stored = facts.databaseError === undefined;
  return [
    checkSiteUrl(facts),
    checkTrustProxy(facts),
    checkSmtp(facts),
    ...(stored || facts.sender ? [checkSenderDomain(facts)] : []),
    checkDatabase(facts),
    ...(stored ? [checkAccountAddresses(facts), checkOwnersSecondFactor(facts)] : []),
    checkAdministratorSettings(facts),
    ...(stored ? checkSampleContent(facts) : []),
    checkBackup(facts),
    ...checkDiskSpace(facts),
  ];
}

export function countByLevel(findings: Finding[]) {
  return {
    errors: findings.filter((f) => f.level === "error").length,
    warnings: findings.filter((f) => f.level === "warning").length,
  };
}
