import { apiRule } from "../../app/domain/access/access-policy.ts";
import type { AccessRule } from "../../app/domain/access/access-rule.ts";
import type { Endpoint } from "./endpoint.ts";

/**
 * An endpoint's rule in the access policy (docs/decisions/086). An endpoint the policy does
 * not cover stops the server at start, before it could answer anyone.
 */
export function endpointRule(e: Pick<Endpoint, "method" | "path">): AccessRule {
  const rule = apiRule(e.method, e.path);
  if (!rule)
    throw new Error(
      `No access rule for ${e.method.toUpperCase()} /api${e.path}: add its group to app/domain/access/access-policy.ts`,
    );
  return rule;
}
