import { createHmac, timingSafeEqual } from "node:crypto";
import { FORM_STAMP_FIELD, HONEYPOT_FIELD, type SpamVerdict } from "./spam.ts";

/** A stamp from a server whose clock runs this far ahead is still accepted. */
const CLOCK_SKEW_MS = 60_000;
const MAX_STAMP_LENGTH = 200;

/**
 * The value of the hidden `formStartedAt` field: the time the form was shown,
 * signed with the server secret so a bot cannot backdate it.
 */
export function issueFormStamp(secret: string, now: number = Date.now()): string {
  const issuedAt = String(Math.floor(now));
  return `${issuedAt}.${sign(issuedAt, secret)}`;
}

export type StampCheck = { valid: true; ageMs: number } | { valid: false };

export function readFormStamp(
  stamp: unknown,
  secret: string,
  now: number = Date.now(),
): StampCheck {
  if (typeof stamp !== "string" || stamp.length > MAX_STAMP_LENGTH) return { valid: false };
  const match = /^(\d{1,16})\.([A-Za-z0-9_-]+)$/.exec(stamp);
  if (!match) return { valid: false };
  const [, issuedAt = "", signature = ""] = match;
  if (!safeEqual(signature, sign(issuedAt, secret))) return { valid: false };
  const ageMs = now - Number(issuedAt);
  if (ageMs < -CLOCK_SKEW_MS) return { valid: false };
  return { valid: true, ageMs: Math.max(0, ageMs) };
}

export interface SpamCheckOptions {
  secret: string;
  now: number;
  /** FORM_MIN_FILL_MS; 0 turns the timing check off (the signature is still checked). */
  minFillMs: number;
}

/**
 * Judges a public submission by its hidden fields, as sent (before unknown
 * fields are dropped). Only a submission that carries them can be judged: a
 * client posting the original payload (docs/product.md, The API) is always `new`.
 */
export function judgeSubmission(
  raw: Record<string, unknown>,
  options: SpamCheckOptions,
): SpamVerdict {
  const honeypot = raw[HONEYPOT_FIELD];
  if (
    honeypot !== undefined &&
    honeypot !== null &&
    !(typeof honeypot === "string" && honeypot.trim() === "")
  ) {
    return { status: "spam", reason: "honeypot" };
  }
  if (!(FORM_STAMP_FIELD in raw)) return { status: "new" };
  const stamp = readFormStamp(raw[FORM_STAMP_FIELD], options.secret, options.now);
  if (!stamp.valid) return { status: "spam", reason: "invalid-stamp" };
  if (options.minFillMs > 0 && stamp.ageMs < options.minFillMs)
    return { status: "spam", reason: "too-fast" };
  return { status: "new" };
}

function sign(issuedAt: string, secret: string): string {
  return createHmac("sha256", secret).update(`form-stamp:${issuedAt}`).digest("base64url");
}

function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
