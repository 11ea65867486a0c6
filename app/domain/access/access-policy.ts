import { ENQUIRY_KINDS } from "../enquiries/enquiry-kinds.ts";
import { ACCESS, type Role } from "../team/roles.ts";
import { admits, OPEN, staff, type AccessRule } from "./access-rule.ts";

/**
 * Who may do what in the back office and the API: the one table (docs/decisions/086). The
 * HTTP middleware (`server/api/access.ts`) and the pages' guard
 * (`app/routes/admin/guard.server.ts`) both ask it; no route or endpoint names roles itself.
 * A page or endpoint that is not in this table does not start: the server refuses an
 * endpoint without a rule, and a page without one is the owner's only.
 */

const OWNER = staff(ACCESS.owner);
const CATALOGUE = staff(ACCESS.catalogue);
const INBOXES = staff(ACCESS.inboxes);
const LEADS = staff(ACCESS.leads);
const ANYONE = staff(ACCESS.anyone);
/** Open to an account that must still set up the second factor the owner requires. */
const ENROLMENT = staff(ACCESS.anyone, { enrolment: true });

/**
 * Every page under /admin, by its pattern in `app/routes.ts`. The steps of signing in are
 * open; the account page is where a second factor is set up, so it opens before one is.
 */
export const PAGE_ACCESS: Readonly<Record<string, AccessRule>> = {
  "/admin/login": OPEN,
  "/admin/login/second-factor": OPEN,
  "/admin/logout": OPEN,
  "/admin/forgot-password": OPEN,
  "/admin/reset-password/:token": OPEN,
  "/admin/invite/:token": OPEN,
  "/admin/confirm-email/:token": OPEN,
  "/admin/audit.csv": OWNER,
  "/admin": ANYONE,
  "/admin/products": ANYONE,
  "/admin/products/new": CATALOGUE,
  "/admin/products/import": CATALOGUE,
  "/admin/products/edit/:productId": CATALOGUE,
  "/admin/products/:productId": ANYONE,
  "/admin/projects": CATALOGUE,
  "/admin/projects/new": CATALOGUE,
  "/admin/projects/:projectId": CATALOGUE,
  "/admin/media": CATALOGUE,
  ...Object.fromEntries(ENQUIRY_KINDS.map((kind) => [`/admin/${kind}`, INBOXES])),
  "/admin/leads": LEADS,
  "/admin/leads/templates": OWNER,
  "/admin/leads/:kind/:id": LEADS,
  "/admin/site": CATALOGUE,
  "/admin/site/history": CATALOGUE,
  "/admin/site/company": CATALOGUE,
  "/admin/site/:section": CATALOGUE,
  "/admin/team": OWNER,
  "/admin/audit": OWNER,
  "/admin/privacy": OWNER,
  "/admin/privacy/retention": OWNER,
  "/admin/backups": OWNER,
  "/admin/account": ENROLMENT,
};

/** An API route group: one rule for every method, or one for reads and one for writes. */
type GroupRule = AccessRule | { read: AccessRule; write: AccessRule };

interface ApiGroup {
  rule: GroupRule;
  /** Endpoints inside the group with a rule of their own, as "method /path". */
  except?: Readonly<Record<string, AccessRule>>;
}

/**
 * Every API route group, by the path under /api its endpoints start with (the longest
 * match wins). Reads are GET; writes every other method.
 */
export const API_ACCESS: Readonly<Record<string, ApiGroup>> = {
  "/products": { rule: { read: OPEN, write: CATALOGUE } },
  "/projects": { rule: OPEN },
  "/search": { rule: OPEN },
  "/site": { rule: OPEN },
  // The public forms post to each inbox; reading and working it is the inboxes' people's.
  ...Object.fromEntries(
    ENQUIRY_KINDS.map((kind) => [
      `/${kind}`,
      { rule: INBOXES, except: { [`post /${kind}`]: OPEN } },
    ]),
  ),
  "/admin/login": { rule: OPEN },
  "/admin/logout": { rule: OPEN },
  "/admin/check-auth": { rule: OPEN },
  "/admin/password-reset": { rule: OPEN },
  "/admin/dashboard": { rule: ANYONE },
  "/admin/notifications": { rule: { read: ANYONE, write: INBOXES } },
  "/admin/leads": { rule: LEADS },
  "/admin/reply-templates": { rule: { read: LEADS, write: OWNER } },
  "/admin/site": { rule: CATALOGUE },
  "/admin/media": { rule: CATALOGUE },
  "/admin/projects": { rule: CATALOGUE },
  "/admin/me": {
    rule: ANYONE,
    except: {
      "get /admin/me": ENROLMENT,
      "post /admin/me/totp": ENROLMENT,
      "post /admin/me/totp/confirm": ENROLMENT,
    },
  },
  "/admin/passkeys": {
    rule: ANYONE,
    except: {
      "post /admin/passkeys/authentication-options": OPEN,
      "post /admin/passkeys/authenticate": OPEN,
    },
  },
  "/admin/users": { rule: OWNER },
  "/admin/team": { rule: OWNER },
  "/admin/sessions": { rule: OWNER },
  "/admin/audit": { rule: OWNER },
  "/admin/privacy": { rule: OWNER },
  "/admin/readiness": { rule: OWNER },
  // Everything the site holds, in one file (docs/decisions/088).
  "/admin/backups": { rule: OWNER },
  // The link mailed to a new address: whoever holds it confirms, signed in or not.
  "/admin/email-change": { rule: OPEN },
  "/admin/catalogue": { rule: CATALOGUE },
  "/admin/invitations": {
    rule: OWNER,
    except: { "post /admin/invitations/{token}/accept": OPEN },
  },
};

/** The rule of an API endpoint (OpenAPI path, lower-case method); undefined when none covers it. */
export function apiRule(method: string, path: string): AccessRule | undefined {
  const group = longestPrefix(Object.keys(API_ACCESS), path);
  if (group === undefined) return undefined;
  const { rule, except } = API_ACCESS[group]!;
  const own = except?.[`${method} ${path}`];
  if (own) return own;
  if ("kind" in rule) return rule;
  return method === "get" ? rule.read : rule.write;
}

/** The page pattern a path is served by, as React Router ranks them: fixed segments first. */
function pagePattern(pathname: string): string | undefined {
  const segments = trimSlash(pathname).split("/");
  let best: { pattern: string; fixed: number } | undefined;
  for (const pattern of Object.keys(PAGE_ACCESS)) {
    const parts = pattern.split("/");
    if (parts.length !== segments.length) continue;
    if (!parts.every((part, i) => part.startsWith(":") || part === segments[i])) continue;
    const fixed = parts.filter((part) => !part.startsWith(":")).length;
    if (!best || fixed > best.fixed) best = { pattern, fixed };
  }
  return best?.pattern;
}

/** A page's rule. A path the table does not know is the owner's only, so a gap fails closed. */
export function pageRule(pathname: string): AccessRule {
  const pattern = pagePattern(pathname);
  return pattern === undefined ? OWNER : PAGE_ACCESS[pattern]!;
}

/**
 * The back office's frame (sidebar and header) around a page: any signed-in role, so a role
 * refused a page sees 'Not allowed' inside it; before a second factor only where the page
 * itself opens then.
 */
export function frameRule(pathname: string): AccessRule {
  const page = pageRule(pathname);
  return staff(ACCESS.anyone, { enrolment: page.kind === "staff" && page.enrolment });
}

/** Whether a role may open a page: for the links and panels a screen offers. */
export function mayOpen(role: Role, pathname: string): boolean {
  return admits(pageRule(pathname), role);
}

/** Whether a role may call an endpoint: for what a screen offers beside its own page. */
export function mayCall(role: Role, method: string, path: string): boolean {
  const rule = apiRule(method, path);
  return rule !== undefined && admits(rule, role);
}

/**
 * Who works the leads: may be given one and gets the morning digest of those due. Whoever
 * may open the lead workspace.
 */
export function worksLeads(role: Role): boolean {
  return mayOpen(role, "/admin/leads");
}

/** The paths whose requests carry the back office's session: the pages under /admin. */
export function inBackOffice(pathname: string): boolean {
  return /^\/admin(\/|\.data|$)/.test(pathname);
}

function longestPrefix(prefixes: string[], path: string): string | undefined {
  return prefixes
    .filter((prefix) => path === prefix || path.startsWith(`${prefix}/`))
    .sort((a, b) => b.length - a.length)[0];
}

function trimSlash(pathname: string): string {
  return pathname.length > 1 && pathname.endsWith("/") ? pathname.slice(0, -1) : pathname;
}
