import { describe, expect, test } from "vitest";
import {
  issueFormStamp,
  judgeSubmission,
  readFormStamp,
} from "../../app/domain/spam-stamp.server.ts";

const secret = "form-stamp-test-secret-0123456789abcdef";
const now = 1_800_000_000_000;
const options = { secret, now, minFillMs: 3000 };

describe("issueFormStamp and readFormStamp", () => {
  test("a stamp reads back with its age", () => {
    expect(readFormStamp(issueFormStamp(secret, now - 5000), secret, now)).toEqual({
      valid: true,
      ageMs: 5000,
    });
  });

  test("a stamp signed with another secret, or edited, is invalid", () => {
    expect(readFormStamp(issueFormStamp("another-secret", now), secret, now)).toEqual({
      valid: false,
    });
    const [, signature] = issueFormStamp(secret, now).split(".");
    expect(readFormStamp(`${now - 60_000}.${signature}`, secret, now)).toEqual({ valid: false });
  });

  test("a stamp a little ahead of this server's clock counts as just issued; far ahead is invalid", () => {
    expect(readFormStamp(issueFormStamp(secret, now + 2000), secret, now)).toEqual({
      valid: true,
      ageMs: 0,
    });
    expect(readFormStamp(issueFormStamp(secret, now + 5 * 60_000), secret, now)).toEqual({
      valid: false,
    });
  });
});

describe("judgeSubmission", () => {
  const stamp = (ageMs: number) => issueFormStamp(secret, now - ageMs);

  test("a submission without the hidden fields is new (clients of the original API)", () => {
    expect(judgeSubmission({ name: "A" }, options)).toEqual({ status: "new" });
  });

  test("an empty, blank or null honeypot is not spam", () => {
    for (const company_website of ["", "   ", null]) {
      expect(judgeSubmission({ company_website, formStartedAt: stamp(10_000) }, options)).toEqual({
        status: "new",
      });
    }
  });

  test("a filled honeypot is spam, whatever the stamp", () => {
    expect(judgeSubmission({ company_website: "http://x.example" }, options)).toEqual({
      status: "spam",
      reason: "honeypot",
    });
    expect(judgeSubmission({ company_website: 1, formStartedAt: stamp(10_000) }, options)).toEqual({
      status: "spam",
      reason: "honeypot",
    });
  });

  test("a stamp younger than the minimum fill time is spam; one exactly as old is not", () => {
    expect(judgeSubmission({ formStartedAt: stamp(2999) }, options)).toEqual({
      status: "spam",
      reason: "too-fast",
    });
    expect(judgeSubmission({ formStartedAt: stamp(3000) }, options)).toEqual({ status: "new" });
  });

  test("a minimum fill time of 0 turns the timing check off but still rejects forged stamps", () => {
    const off = { ...options, minFillMs: 0 };
    expect(judgeSubmission({ formStartedAt: stamp(0) }, off)).toEqual({ status: "new" });
    expect(judgeSubmission({ formStartedAt: issueFormStamp(secret, now + 1000) }, off)).toEqual({
      status: "new",
    });
    expect(judgeSubmission({ formStartedAt: "forged.stamp" }, off)).toEqual({
      status: "spam",
      reason: "invalid-stamp",
    });
  });

  test("a missing, empty or oversized stamp value is invalid once the field is sent", () => {
    for (const formStartedAt of [undefined, "", "1".repeat(500), { at: now }]) {
      expect(judgeSubmission({ formStartedAt }, options)).toEqual({
        status: "spam",
        reason: "invalid-stamp",
      });
    }
  });
});
