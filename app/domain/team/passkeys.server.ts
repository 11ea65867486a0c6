import type { AuthenticationResponseJSON, RegistrationResponseJSON } from "@simplewebauthn/server";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import { nowIso, toBoolean, toIsoString } from "../../db/values.ts";
import { record, type MemberActor } from "../audit/audit.server.ts";

const RP_NAME = "Back office";

/**
 * @simplewebauthn/server and its certificate parsers are several MB resident: loaded by the
 * first passkey ceremony, not by every server at start.
 */
const webauthn = () => import("@simplewebauthn/server");

export interface PasskeySummary {
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

/** The relying party is the site's own origin: SITE_URL, never a request's Host header. */
function relyingParty(siteUrl: string) {
  const url = new URL(siteUrl);
  return { rpID: url.hostname, origin: url.origin };
}

const toBase64Url = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64url");
const fromBase64Url = (text: string) => new Uint8Array(Buffer.from(text, "base64url"));

/**
 * Passkeys (docs/decisions/063): registered by a signed-in member, then a
 * passwordless sign-in with user verification (a fingerprint, a face or the device PIN), which
 * is two factors in one. The challenge travels in a signed cookie (server/webauthn-challenge.ts).
 */
export function createPasskeyService(db: Kysely<Database>, siteUrl: string) {
  const { rpID, origin } = relyingParty(siteUrl);

  return {
    async registrationOptions(admin: { id: string; email: string; name: string }) {
      const existing = await db
        .selectFrom("passkeys")
        .select(["id", "transports"])
        .where("admin_id", "=", admin.id)
        .execute();
      return (await webauthn()).generateRegistrationOptions({
        rpName: RP_NAME,
        rpID,
        userName: admin.email,
        userDisplayName: admin.name || admin.email,
        userID: new TextEncoder().encode(admin.id),
        attestationType: "none",
        excludeCredentials: existing.map((p) => ({
          id: p.id,
          transports: p.transports ? p.transports.split(",") : undefined,
        })),
        authenticatorSelection: { residentKey: "required", userVerification: "required" },
      });
    },

    /** Stores the new passkey when the browser's answer matches the challenge; null otherwise. */
    async register(
      actor: MemberActor,
      response: RegistrationResponseJSON,
      challenge: string,
      name: string,
    ): Promise<PasskeySummary | null> {
      const verified = await (
        await webauthn()
      )
        .verifyRegistrationResponse({
          response,
          expectedChallenge: challenge,
          expectedOrigin: origin,
          expectedRPID: rpID,
          requireUserVerification: true,
        })
        .catch(() => null);
      if (!verified?.verified) return null;
      const { credential } = verified.registrationInfo;
      const createdAt = nowIso();
      const inserted = await db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto("passkeys")
          .values({
            id: credential.id,
            admin_id: actor.id,
            public_key: toBase64Url(credential.publicKey),
            counter: credential.counter,
            transports: (credential.transports ?? []).join(","),
            name,
            created_at: createdAt,
          })
          .onConflict((oc) => oc.column("id").doNothing())
          .returning("id")
          .executeTakeFirst();
        if (row) {
          await record(trx, {
            actor,
            action: "user.passkey-added",
            target: `user:${actor.id}`,
            after: { name },
          });
        }
        return row;
      });
      return inserted ? { id: credential.id, name, createdAt, lastUsedAt: null } : null;
    },

    async list(adminId: string): Promise<PasskeySummary[]> {
      const rows = await db
        .selectFrom("passkeys")
        .select(["id", "name", "created_at", "last_used_at"])
        .where("admin_id", "=", adminId)
        .orderBy("created_at", "asc")
        .execute();
      return rows.map((r) => ({
        id: r.id,
        name: r.name,
        createdAt: toIsoString(r.created_at),
        lastUsedAt: r.last_used_at ? toIsoString(r.last_used_at) : null,
      }));
    },

    async remove(actor: MemberActor, id: string): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .deleteFrom("passkeys")
          .where("id", "=", id)
          .where("admin_id", "=", actor.id)
          .returning("name")
          .executeTakeFirst();
        if (!row) return false;
        await record(trx, {
          actor,
          action: "user.passkey-removed",
          target: `user:${actor.id}`,
          before: { name: row.name },
        });
        return true;
      });
    },

    /** Any passkey of this site may answer: the browser offers the ones it holds. */
    async authenticationOptions() {
      return (await webauthn()).generateAuthenticationOptions({
        rpID,
        userVerification: "required",
      });
    },

    /**
     * The account a passkey's signature proves, or null: unknown credential, a bad signature,
     * no user verification, a disabled account. The signature counter is advanced atomically,
     * so an assertion cannot be used twice where the authenticator counts.
     */
    async authenticate(
      response: AuthenticationResponseJSON,
      challenge: string,
    ): Promise<{ adminId: string; email: string } | null> {
      const passkey = await db
        .selectFrom("passkeys")
        .innerJoin("admins", "admins.id", "passkeys.admin_id")
        .select([
          "passkeys.id",
          "passkeys.public_key",
          "passkeys.counter",
          "passkeys.transports",
          "admins.id as adminId",
          "admins.email",
          "admins.disabled",
        ])
        .where("passkeys.id", "=", String(response.id ?? "").slice(0, 1024))
        .executeTakeFirst();
      if (!passkey || toBoolean(passkey.disabled)) return null;
      const counter = Number(passkey.counter);
      const verified = await (
        await webauthn()
      )
        .verifyAuthenticationResponse({
          response,
          expectedChallenge: challenge,
          expectedOrigin: origin,
          expectedRPID: rpID,
          requireUserVerification: true,
          credential: {
            id: passkey.id,
            publicKey: fromBase64Url(passkey.public_key),
            counter,
            transports: passkey.transports ? passkey.transports.split(",") : undefined,
          },
        })
        .catch(() => null);
      if (!verified?.verified) return null;
      const { newCounter } = verified.authenticationInfo;
      let update = db
        .updateTable("passkeys")
        .set({ counter: newCounter, last_used_at: nowIso() })
        .where("id", "=", passkey.id);
      // Authenticators that count: the stored number must not have moved meanwhile.
      if (newCounter > 0) update = update.where("counter", "=", counter);
      const updated = await update.executeTakeFirst();
      if (Number(updated.numUpdatedRows) !== 1) return null;
      return { adminId: passkey.adminId, email: passkey.email };
    },
  };
}
