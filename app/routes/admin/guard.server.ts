import { data, redirect, type AppLoadContext } from "react-router";
import type { AdminIdentity } from "~/domain/auth.server";
import type { Actor } from "~/domain/audit/audit.server";
import { allows, type Role } from "~/domain/team/roles";
import { loginPath } from "~/components/admin/auth/redirect-target";
import { SESSION_COOKIE } from "../../../server/middleware/session.ts";

/** The session cookie's value from a request, for the page actions that sign in or out. */
export function sessionToken(request: Request): string | undefined {
  const header = request.headers.get("Cookie") ?? "";
  for (const part of header.split(/;\s*/)) {
    const [name, ...rest] = part.split("=");
    if (name === SESSION_COOKIE) return decodeURIComponent(rest.join("="));
  }
  return undefined;
}

const ACCOUNT_PAGE = "/admin/account";
const ENROLMENT_PAGES = new Set([ACCOUNT_PAGE, `${ACCOUNT_PAGE}.data`]);

/**
 * Every admin loader calls this before it reads anything:
 * no administrator, no data, and a redirect to the login page that remembers
 * the page asked for. `context.admin` is resolved by the server's middleware
 * for /admin/* paths; the dashboard's data request (/admin.data) falls outside
 * that pattern, so the cookie is resolved here when the context has nobody.
 *
 * `roles` (docs/decisions/050) is required, so no page can forget it: a role
 * outside it gets the 'not allowed' page (a 403 the admin layout's error boundary renders).
 */
export async function requireAdmin(
  request: Request,
  context: AppLoadContext,
  roles: readonly Role[],
): Promise<AdminIdentity> {
  const admin =
    context.admin ?? (await context.services.auth.resolveSession(sessionToken(request)));
  if (!admin) {
    const url = new URL(request.url);
    throw redirect(loginPath(`${url.pathname}${url.search}`));
  }
  if (!allows(roles, admin.role)) throw data({ notAllowed: true }, { status: 403 });
  // The owner may require a second factor: until it is set up, only the account page opens.
  const { pathname } = new URL(request.url);
  if (
    !admin.twoFactor &&
    !ENROLMENT_PAGES.has(pathname) &&
    (await context.services.teamPolicy.requiresTwoFactor())
  ) {
    throw redirect(`${ACCOUNT_PAGE}?twoFactor=required`);
  }
  return admin;
}

/** The audit log's actor for a page action: the signed-in account and the client address. */
export function actorFrom(admin: AdminIdentity, context: AppLoadContext): Actor & { id: string } {
  return { id: admin.id, email: admin.email, address: context.clientAddress };
}
