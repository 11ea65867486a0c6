import type { Role } from "../team/roles.ts";

/**
 * Who may reach one page or endpoint (docs/decisions/086). The table of every page's and
 * endpoint's rule is `access-policy.ts`; this file is what a rule is and how it is judged.
 */
export type AccessRule =
  /** Anyone, signed in or not: the public API and the steps of signing in. */
  | { kind: "open" }
  /**
   * A signed-in account whose role is one of `roles`. When the owner requires a second
   * factor, an account without one is refused unless `enrolment` is set: those are the few
   * places where it sets one up.
   */
  | { kind: "staff"; roles: readonly Role[]; enrolment: boolean };

export type StaffRule = Extract<AccessRule, { kind: "staff" }>;

export const OPEN: AccessRule = { kind: "open" };

export function staff(roles: readonly Role[], options: { enrolment?: boolean } = {}): StaffRule {
  return { kind: "staff", roles, enrolment: options.enrolment ?? false };
}

/** The account asking, as far as a rule cares; null when nobody is signed in. */
interface Caller {
  role: Role;
  twoFactor: boolean;
}

/**
 * What the rule says about a caller. The HTTP API answers these with 401 and 403 problems,
 * the pages with a redirect to the sign-in page, the 'Not allowed' page and a redirect to the
 * account page: each transport maps them, neither decides.
 */
export type Verdict = "allowed" | "signed-out" | "role-refused" | "second-factor-missing";

/**
 * The one access decision. `requiresTwoFactor` is the team's policy, asked only when it
 * matters (an account without a second factor on a rule that is not for enrolment).
 */
export async function judge(
  rule: AccessRule,
  caller: Caller | null,
  requiresTwoFactor: () => Promise<boolean>,
): Promise<Verdict> {
  if (rule.kind === "open") return "allowed";
  if (!caller) return "signed-out";
  if (!rule.roles.includes(caller.role)) return "role-refused";
  if (!caller.twoFactor && !rule.enrolment && (await requiresTwoFactor()))
    return "second-factor-missing";
  return "allowed";
}

/** Whether a role passes a rule, second factor aside: for what a screen shows or offers. */
export function admits(rule: AccessRule, role: Role): boolean {
  return rule.kind === "open" || rule.roles.includes(role);
}
