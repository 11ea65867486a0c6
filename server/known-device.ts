import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { serialize } from "hono/utils/cookie";

/** Set at a successful sign-in; lets that browser past the account-wide login cap (decision 036). */
export const KNOWN_DEVICE_COOKIE = "known_device";
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * A random nonce signed together with the account's e-mail: unforgeable without the
 * server's secret, and useless for any other account. It proves only "this browser
 * signed in to this account before", never grants a session.
 */
export function knownDevices(secret: string) {
  const sign = (nonce: string, email: string) =>
    createHmac("sha256", secret).update(`known-device|${nonce}|${email}`).digest("base64url");

  return {
    proves(value: string | undefined, email: string): boolean {
      const [nonce, signature] = (value ?? "").split(".");
      if (!nonce || !signature || nonce.length > 64) return false;
      const expected = Buffer.from(sign(nonce, normalise(email)));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
    /** The Set-Cookie header value that remembers this browser for `email`. */
    cookie(email: string, secure: boolean): string {
      const nonce = randomBytes(16).toString("base64url");
      return serialize(KNOWN_DEVICE_COOKIE, `${nonce}.${sign(nonce, normalise(email))}`, {
        path: "/",
        httpOnly: true,
        sameSite: "Lax",
        secure,
        maxAge: ONE_YEAR_SECONDS,
      });
    },
  };
}

const normalise = (email: string) => email.trim().toLowerCase();
