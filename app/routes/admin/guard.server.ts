import { data, redirect, type AppLoadContext } from "react-router";
import type { AdminIdentity } from "~/domain/auth.server";
import type { Actor } from "~/domain/audit/audit.server";
import { frameRule, pageRule } from "~/domain/access/access-policy";
import { judge, type AccessRule } from "~/domain/access/access-rule";
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

/** Where an account without the second factor the team requires is sent to set it up. */
const ENROLMENT_PAGE = "/admin/account?twoFactor=required";

/**
 * Every admin loader and action calls this before it reads anything. The page's rule is the
 * access policy's for the page's path (app/domain/access/access-policy.ts,
 * docs/decisions/086): nobody signed in is sent to the login page, which remembers the page
 * asked for; a role outside the rule gets the 'Not allowed' page (a 403 the screen's error
 * boundary renders); an account without the second factor the team requires is sent to
 * set it up.
 */
export function requireAccess(request: Request, context: AppLoadContext): Promise<AdminIdentity> {
  return enforce(pageRule(new URL(request.url).pathname), request, context);
}

/** The loader of a page that reads nothing: it only checks that the page may be opened. */
export async function accessOnlyLoader({
  request,
  context,
}: {
  request: Request;
  context: AppLoadContext;
}): Promise<null> {
  await requireAccess(request, context);
  return null;
}

/**
 * The record a details page is about, once the page may be opened: `find` reads it; a URL
 * whose id names no record answers 404 with `notFound`.
 */
export async function requireRecord<T>(
  request: Request,
  context: AppLoadContext,
  find: () => Promise<T | null | undefined>,
  notFound: string,
): Promise<T> {
  await requireAccess(request, context);
  const record = await find();
  if (!record) throw data(notFound, { status: 404 });
  return record;
}

/** The layout's check: the frame around the page, which any role may see. */
export function requireFrameAccess(
  request: Request,
  context: AppLoadContext,
): Promise<AdminIdentity> {
  return enforce(frameRule(new URL(request.url).pathname), request, context);
}

async function enforce(
  rule: AccessRule,
  request: Request,
  context: AppLoadContext,
): Promise<AdminIdentity> {
  // `context.admin` is resolved by the server's middleware for the back office's paths;
  // a request it did not resolve is resolved here from its cookie.
  const admin =
    context.admin ?? (await context.services.auth.resolveSession(sessionToken(request)));
  const verdict = await judge(rule, admin, () => context.services.teamPolicy.requiresTwoFactor());
  if (verdict === "signed-out" || !admin) {
    const url = new URL(request.url);
    throw redirect(loginPath(`${url.pathname}${url.search}`));
  }
  if (verdict === "role-refused") throw data({ notAllowed: true }, { status: 403 });
  if (verdict === "second-factor-missing") throw redirect(ENROLMENT_PAGE);
  return admin;
}

/** The audit log's actor for a page action: the signed-in account and the client address. */
export function actorFrom(admin: AdminIdentity, context: AppLoadContext): Actor & { id: string } {
  return { id: admin.id, email: admin.email, address: context.clientAddress };
}
