import type { Context, MiddlewareHandler } from "hono";
import { judge, type StaffRule, type Verdict } from "../../app/domain/access/access-rule.ts";
import type { ApiEnv } from "../api/env.ts";
import { problem } from "../api/problem.ts";

export const TWO_FACTOR_REQUIRED =
  "This team requires two-factor sign-in. Set it up under My account (POST /api/admin/me/totp) first.";

/**
 * An endpoint's rule from the access policy (app/domain/access/access-policy.ts), answered
 * in two steps so the CSRF check can sit between them: no session is a 401 before anything
 * else; a role the rule does not name, or a second factor the team requires and the account
 * lacks, is a 403 after it (docs/decisions/050, 060 and 086).
 */
export function requireAccess(rule: StaffRule): {
  signedIn: MiddlewareHandler<ApiEnv>;
  permitted: MiddlewareHandler<ApiEnv>;
} {
  return {
    signedIn: async (c, next) => {
      if (!c.get("admin")) return refuse(c, "signed-out");
      return next();
    },
    permitted: async (c, next) => {
      const verdict = await judge(rule, c.get("admin"), () =>
        c.get("deps").services.teamPolicy.requiresTwoFactor(),
      );
      return verdict === "allowed" ? next() : refuse(c, verdict);
    },
  };
}

function refuse(c: Context<ApiEnv>, verdict: Exclude<Verdict, "allowed">): Response {
  if (verdict === "signed-out")
    return problem(c, 401, "Sign in as the administrator to use this endpoint.");
  if (verdict === "role-refused") return problem(c, 403, "Your role does not allow this.");
  return problem(c, 403, TWO_FACTOR_REQUIRED);
}
