import { beforeAll, describe, expect, test } from "vitest";
import type { AppLoadContext } from "react-router";
import {
  API_ACCESS,
  apiRule,
  frameRule,
  PAGE_ACCESS,
  pageRule,
} from "../../app/domain/access/access-policy.ts";
import type { AccessRule } from "../../app/domain/access/access-rule.ts";
import type { AdminIdentity } from "../../app/domain/auth.server.ts";
import { ROLES, type Role } from "../../app/domain/team/roles.ts";
import { endpoints } from "../../server/api/index.ts";
import { TWO_FACTOR_REQUIRED } from "../../server/middleware/access.ts";
import { adminPageRoutes, type PageRoute } from "../support/route-table.ts";
import { addMember, memberClient } from "../support/team.ts";
import {
  describeEachDialect,
  useTestApp,
  type TestApp,
  type TestClient,
} from "../support/test-app.ts";

/**
 * The access policy walked route by route (docs/decisions/086): every admin page of
 * app/routes.ts and every endpoint of the OpenAPI document has a rule, and the pages' guard
 * and the API's middleware do what that rule says for a visitor, each role, and an account
 * without the second factor the team requires.
 */

const SIGN_IN = "Sign in as the administrator to use this endpoint.";
const ROLE_REFUSED = "Your role does not allow this.";
/** Path parameters that name nothing: past the access check, an answer is a 404 or a 400. */
const SAMPLE_PARAMS: Record<string, string> = {
  kind: "contacts",
  section: "company",
  version: "999999",
  token: "no-such-token",
  slug: "no-such-slug",
};
const NO_SUCH_ID = "00000000-0000-4000-8000-000000000000";

const fill = (pattern: string, placeholder: RegExp) =>
  pattern.replace(placeholder, (_, name: string) => SAMPLE_PARAMS[name] ?? NO_SUCH_ID);
const endpointPath = (path: string) => `/api${fill(path, /\{(\w+)\}/g)}`;
const pagePath = (pattern: string) => fill(pattern, /:(\w+)/g);
const label = (rule: AccessRule) =>
  rule.kind === "open" ? "open" : `${rule.roles.join("/")}${rule.enrolment ? ", enrolment" : ""}`;

describe("The access policy's table", () => {
  test("names every admin page of the route table, and no page that is not in it", () => {
    const patterns = adminPageRoutes().map((route) => route.pattern);
    expect(patterns.length).toBeGreaterThan(20);
    expect(Object.keys(PAGE_ACCESS).sort()).toEqual([...new Set(patterns)].sort());
  });

  test("covers every endpoint of the API, and each of its groups covers one", () => {
    const uncovered = endpoints.filter((e) => !apiRule(e.method, e.path));
    expect(uncovered.map((e) => `${e.method} ${e.path}`)).toEqual([]);
    for (const group of Object.keys(API_ACCESS))
      expect(
        endpoints.some((e) => e.path === group || e.path.startsWith(`${group}/`)),
        group,
      ).toBe(true);
  });

  test("leaves a page it does not know to the owner", () => {
    expect(pageRule("/admin/nothing-here")).toEqual({
      kind: "staff",
      roles: ["owner"],
      enrolment: false,
    });
  });
});

type Outcome = "sign-in" | "not-allowed" | "set-up-second-factor" | "passed";

/** What a loader or action did, as far as the guard is concerned. */
async function outcomeOf(run: () => unknown): Promise<Outcome> {
  try {
    await run();
    return "passed";
  } catch (thrown) {
    if (thrown instanceof Response) {
      const location = thrown.headers.get("Location") ?? "";
      if (location.startsWith("/admin/login?redirectTo=")) return "sign-in";
      if (location === "/admin/account?twoFactor=required") return "set-up-second-factor";
      return "passed";
    }
    const init = (thrown as { init?: ResponseInit | null } | null)?.init;
    if (init?.status === 403) return "not-allowed";
    // A 404 for a record that does not exist, or a failure after the guard let it through.
    return "passed";
  }
}

/** What the server hands a page (server/app.ts), with this identity signed in. */
function pageContext(app: TestApp, admin: AdminIdentity | null): AppLoadContext {
  return {
    services: app.services,
    admin,
    csrfToken: "csrf",
    cspNonce: "nonce",
    siteUrl: "http://localhost:3000",
    clientAddress: "203.0.113.9",
    mediaMaxBytes: 1_000_000,
    sessionCookie: { create: () => [], renewCsrf: () => "", clear: () => "" },
    knownDevice: { proves: () => false, cookie: () => "" },
    passkeyChallenge: { issue: () => "", take: () => ({ challenge: null, clear: "" }) },
    formGuard: {
      admission: { key: "test", limit: 1000, windowMs: 60_000 },
      statusFor: async () => "new",
      formStamp: () => "",
    },
  };
}

interface RouteModule {
  loader?: (args: object) => unknown;
  action?: (args: object) => unknown;
}

async function visit(
  app: TestApp,
  route: PageRoute,
  admin: AdminIdentity | null,
): Promise<{ page: Outcome; action?: Outcome; frame?: Outcome }> {
  const url = `http://localhost${pagePath(route.pattern)}`;
  const params = Object.fromEntries(
    [...route.pattern.matchAll(/:(\w+)/g)].map(([, name]) => [name, pagePath(`:${name}`)]),
  );
  const context = pageContext(app, admin);
  const load = async (file: string) => {
    const module = (await import(
      /* @vite-ignore */ new URL(`../../app/${file}`, import.meta.url).pathname
    )) as RouteModule;
    return (method: "loader" | "action") => {
      const run = module[method];
      if (!run) return undefined;
      const request =
        method === "loader"
          ? new Request(url)
          : new Request(url, { method: "POST", body: new FormData() });
      return outcomeOf(() => run({ request, context, params }));
    };
  };
  const page = await load(route.file);
  const frame = route.layout ? await load(route.layout) : undefined;
  return {
    page: (await page("loader")) ?? "passed",
    action: await page("action"),
    frame: await frame?.("loader"),
  };
}

describeEachDialect("The access policy, route by route", (dialect) => {
  const { testApp, admin } = useTestApp(dialect, { signIn: true });
  const clients = new Map<Role, TestClient>();
  const identities = new Map<Role, AdminIdentity>();

  const identityOf = async (client: TestClient) => {
    const identity = await testApp().services.auth.resolveSession(client.cookies.get("sid"));
    if (!identity) throw new Error("The test's member is not signed in");
    return identity;
  };

  beforeAll(async () => {
    clients.set("owner", admin());
    for (const role of ROLES.filter((r) => r !== "owner"))
      clients.set(role, (await memberClient(testApp(), role)).client);
    for (const [role, client] of clients) identities.set(role, await identityOf(client));
  });

  test("every endpoint: 401 signed out, 403 for a role its rule leaves out, through for the rest", async () => {
    const visitor = testApp().client();
    for (const e of endpoints) {
      const rule = apiRule(e.method, e.path)!;
      const name = `${e.method.toUpperCase()} ${e.path} (${label(rule)})`;
      const path = endpointPath(e.path);
      const anonymous = await visitor.request(e.method.toUpperCase(), path);
      if (rule.kind === "open") {
        expect(anonymous.body?.detail, `${name} signed out`).not.toBe(SIGN_IN);
        continue;
      }
      expect([anonymous.status, anonymous.body?.detail], `${name} signed out`).toEqual([
        401,
        SIGN_IN,
      ]);
      for (const role of ROLES) {
        const answer = await clients.get(role)!.request(e.method.toUpperCase(), path);
        const refused = answer.status === 403 && answer.body?.detail === ROLE_REFUSED;
        expect(refused, `${name} as ${role}: ${answer.status} ${answer.text}`).toBe(
          !rule.roles.includes(role),
        );
        expect(answer.status, `${name} as ${role}`).not.toBe(401);
      }
    }
  });

  test("every admin page: sign-in for a visitor, 'Not allowed' for a role its rule leaves out, the page for the rest", async () => {
    for (const route of adminPageRoutes()) {
      const rule = PAGE_ACCESS[route.pattern]!;
      const name = `${route.pattern} (${label(rule)})`;
      const anonymous = await visit(testApp(), route, null);
      if (rule.kind === "open") {
        expect(anonymous.page, `${name} signed out`).not.toMatch(/sign-in|not-allowed/);
        continue;
      }
      expect(anonymous, `${name} signed out`).toEqual({
        page: "sign-in",
        action: anonymous.action && "sign-in",
        frame: anonymous.frame && "sign-in",
      });
      for (const role of ROLES) {
        const seen = await visit(testApp(), route, identities.get(role)!);
        const expected = rule.roles.includes(role) ? "passed" : "not-allowed";
        expect(seen, `${name} as ${role}`).toEqual({
          page: expected,
          action: seen.action && expected,
          // The frame opens for every role: 'Not allowed' shows inside it.
          frame: seen.frame && "passed",
        });
      }
    }
  });

  describe("when the owner requires a second factor", () => {
    beforeAll(async () => {
      // An owner with a second factor turns the rule on (the API's way has its own tests).
      const keeper = await addMember(testApp(), "owner");
      await testApp()
        .handle.db.updateTable("admins")
        .set({ totp_secret: "JBSWY3DPEHPK3PXP" })
        .where("id", "=", keeper.id)
        .execute();
      const actor = { id: keeper.id, email: keeper.email, address: "test" };
      expect(await testApp().services.teamPolicy.setRequireTwoFactor(actor, true)).toBe("saved");
    });

    test("an account without one reaches only the endpoints that set it up", async () => {
      for (const e of endpoints) {
        const rule = apiRule(e.method, e.path)!;
        if (rule.kind === "open") continue;
        const role = rule.roles[0]!;
        const answer = await clients
          .get(role)!
          .request(e.method.toUpperCase(), endpointPath(e.path));
        const refused = answer.status === 403 && answer.body?.detail === TWO_FACTOR_REQUIRED;
        expect(refused, `${e.method.toUpperCase()} ${e.path} as ${role}: ${answer.text}`).toBe(
          !rule.enrolment,
        );
      }
    });

    test("an account without one is sent to set it up from every page but the account page", async () => {
      for (const route of adminPageRoutes()) {
        const rule = PAGE_ACCESS[route.pattern]!;
        if (rule.kind === "open") continue;
        const seen = await visit(testApp(), route, identities.get(rule.roles[0]!)!);
        const expected = rule.enrolment ? "passed" : "set-up-second-factor";
        const frame = frameRule(pagePath(route.pattern));
        expect(frame.kind === "staff" && frame.enrolment).toBe(rule.enrolment);
        expect(seen, route.pattern).toEqual({
          page: expected,
          action: seen.action && expected,
          frame: seen.frame && expected,
        });
      }
    });
  });
});
