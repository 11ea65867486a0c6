import type { AuthenticationResponseJSON, RegistrationResponseJSON } from "@simplewebauthn/server";
import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import { z } from "zod";
import { record } from "../../app/domain/audit/audit.server.ts";
import {
  passkeyAuthenticationInput,
  passkeyRegistrationInput,
} from "../../app/domain/schemas/passkey-input.ts";
import { SESSION_COOKIE } from "../middleware/session.ts";
import { setSignInCookies } from "../middleware/sign-in-cookies.ts";
import { issueChallenge, takeChallenge } from "../webauthn-challenge.ts";
import { memberOf } from "./actor.ts";
import { signedIn } from "./auth-endpoints.ts";
import { endpoint, type Endpoint } from "./endpoint.ts";
import type { ApiEnv } from "./env.ts";
import { problem, retryLater } from "./problem.ts";
import { authRecord } from "./record-schemas.ts";
import { listRoute, removeRoute } from "./record-routes.ts";

const passkeyRecord = z
  .object({
    id: z.string(),
    name: z.string(),
    createdAt: z.string(),
    lastUsedAt: z.string().nullable(),
  })
  .meta({ id: "Passkey" });
const optionsRecord = z
  .record(z.string(), z.unknown())
  .meta({ id: "WebAuthnOptions", description: "Options for navigator.credentials (JSON form)" });

/** Passkey sign-ins per address: counted before the signature is checked. */
const SIGN_IN_LIMIT = { attempts: 20, windowMs: 15 * 60 * 1000 };

/**
 * POST for the options of navigator.credentials.create or .get: the challenge they hold is
 * kept in a cookie, to be taken when the browser answers.
 */
function optionsRoute(route: {
  path: string;
  tag: string;
  summary: string;
  description: string;
  purpose: "register" | "authenticate";
  options: (c: Context<ApiEnv>) => Promise<{ challenge: string }>;
}): Endpoint {
  const { description, purpose, options, ...head } = route;
  return endpoint({
    ...head,
    method: "post",
    responses: { 200: { description, schema: optionsRecord } },
    handler: async ({ c }) => {
      const answer = await options(c);
      issueChallenge(c, purpose, answer.challenge);
      return c.json(answer);
    },
  });
}

/** Passkeys (docs/decisions/063): register, list, remove, and sign in without a password. */
export const passkeyEndpoints = [
  optionsRoute({
    path: "/admin/passkeys/registration-options",
    tag: "Team",
    summary: "Start adding a passkey to one's account: options for navigator.credentials.create",
    description: "Creation options",
    purpose: "register",
    options: (c) => c.get("deps").services.passkeys.registrationOptions(c.get("admin")!),
  }),
  endpoint({
    method: "post",
    path: "/admin/passkeys",
    tag: "Team",
    summary: "Add the passkey the browser created for the options just given",
    body: passkeyRegistrationInput,
    responses: { 201: { description: "The passkey", schema: passkeyRecord } },
    handler: async ({ c, body }) => {
      const input = body;
      const challenge = takeChallenge(c, "register");
      const added = challenge
        ? await c
            .get("deps")
            .services.passkeys.register(
              memberOf(c),
              input.response as unknown as RegistrationResponseJSON,
              challenge,
              input.name,
            )
        : null;
      if (!added) {
        return problem(c, 400, "The passkey could not be verified. Please try again.");
      }
      return c.json(added, 201);
    },
  }),
  listRoute({
    path: "/admin/passkeys",
    tag: "Team",
    summary: "One's passkeys",
    description: "Passkeys",
    row: passkeyRecord,
    list: ({ c }) => c.get("deps").services.passkeys.list(c.get("admin")?.id ?? ""),
  }),
  removeRoute({
    path: "/admin/passkeys/{id}",
    tag: "Team",
    summary: "Remove one of one's passkeys",
    description: "Removed",
    notFound: { detail: "No such passkey." },
    remove: ({ c, params }) => {
      return c.get("deps").services.passkeys.remove(memberOf(c), params.id ?? "");
    },
  }),
  optionsRoute({
    path: "/admin/passkeys/authentication-options",
    tag: "Admin session",
    summary: "Start a passwordless sign-in: options for navigator.credentials.get",
    description: "Request options",
    purpose: "authenticate",
    options: (c) => c.get("deps").services.passkeys.authenticationOptions(),
  }),
  endpoint({
    method: "post",
    path: "/admin/passkeys/authenticate",
    tag: "Admin session",
    summary:
      "Sign in with a passkey (user verification required, so no second factor is asked); answers as the login does",
    body: passkeyAuthenticationInput,
    responses: {
      200: { description: "Signed in", schema: authRecord },
      401: { description: "The passkey was not accepted", schema: authRecord },
      429: { description: "Too many passkey sign-ins from this address", headers: ["Retry-After"] },
    },
    handler: async ({ c, body }) => {
      const { services } = c.get("deps");
      const address = c.get("clientAddress");
      const verdict = await services.rateLimiter.hit(
        `login:passkey:${address}`,
        SIGN_IN_LIMIT.attempts,
        SIGN_IN_LIMIT.windowMs,
      );
      if (!verdict.allowed) {
        return retryLater(c, 429, "Too many sign-ins. Please try again later.", verdict.retryAfter);
      }
      const challenge = takeChallenge(c, "authenticate");
      const input = body;
      const account = challenge
        ? await services.passkeys.authenticate(
            input.response as unknown as AuthenticationResponseJSON,
            challenge,
          )
        : null;
      if (!account) {
        return c.json(
          { success: false, authenticated: false, message: "This passkey was not accepted" },
          401,
        );
      }
      // A fresh session, as at every sign-in; a half-done password sign-in ends with it.
      await services.auth.logout(getCookie(c, SESSION_COOKIE));
      const token = await services.auth.startSession(account.adminId, {
        address,
        userAgent: c.req.header("user-agent"),
      });
      setSignInCookies(c, token);
      await record(services.database.db, {
        actor: { id: account.adminId, email: account.email, address },
        action: "auth.sign-in-passkey",
        target: `user:${account.adminId}`,
      });
      return signedIn(c, { id: account.adminId, email: account.email });
    },
  }),
];
