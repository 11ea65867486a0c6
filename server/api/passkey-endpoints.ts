import type { AuthenticationResponseJSON, RegistrationResponseJSON } from "@simplewebauthn/server";
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
import { endpoint } from "./endpoint.ts";
import { problem } from "./problem.ts";
import { authRecord } from "./record-schemas.ts";
import { removeRoute } from "./record-routes.ts";

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

/** Passkeys (docs/decisions/063): register, list, remove, and sign in without a password. */
export const passkeyEndpoints = [
  endpoint({
    method: "post",
    path: "/admin/passkeys/registration-options",
    tag: "Team",
    summary: "Start adding a passkey to one's account: options for navigator.credentials.create",
    responses: { 200: { description: "Creation options", schema: optionsRecord } },
    handler: async ({ c }) => {
      const admin = c.get("admin")!;
      const options = await c.get("deps").services.passkeys.registrationOptions(admin);
      issueChallenge(c, "register", options.challenge);
      return c.json(options);
    },
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
  endpoint({
    method: "get",
    path: "/admin/passkeys",
    tag: "Team",
    summary: "One's passkeys",
    responses: { 200: { description: "Passkeys", schema: z.array(passkeyRecord) } },
    handler: async ({ c }) =>
      c.json(await c.get("deps").services.passkeys.list(c.get("admin")?.id ?? "")),
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
  endpoint({
    method: "post",
    path: "/admin/passkeys/authentication-options",
    tag: "Admin session",
    summary: "Start a passwordless sign-in: options for navigator.credentials.get",
    responses: { 200: { description: "Request options", schema: optionsRecord } },
    handler: async ({ c }) => {
      const options = await c.get("deps").services.passkeys.authenticationOptions();
      issueChallenge(c, "authenticate", options.challenge);
      return c.json(options);
    },
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
        return problem(c, 429, "Too many sign-ins. Please try again later.", {
          headers: { "Retry-After": String(verdict.retryAfter) },
        });
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
