import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import { record } from "../audit/audit.server.ts";
import type { AuthService } from "../auth.server.ts";

/**
 * Sign-ins and failed sign-ins go to the audit log. A wrapper around
 * `login()` rather than lines inside it, so the page and the API both get it and the
 * sign-in's own steps (throttling, hashing) stay as they are.
 */
export function withSignInAudit(auth: AuthService, db: Kysely<Database>): AuthService {
  return {
    ...auth,
    async login(email, password, context) {
      const result = await auth.login(email, password, context);
      const clientAddress = context.address;
      const typed = email.trim().toLowerCase();
      if (result.ok) {
        await record(db, {
          actor: { id: result.admin.id, email: result.admin.email, address: clientAddress },
          action: result.secondFactorRequired ? "auth.password-verified" : "auth.sign-in",
          target: `user:${result.admin.id}`,
        });
      } else {
        await record(db, {
          actor: { id: null, email: typed, address: clientAddress },
          action:
            result.reason === "rate-limited" ? "auth.sign-in-throttled" : "auth.sign-in-failed",
          target: `email:${typed}`,
        });
      }
      return result;
    },
  };
}
