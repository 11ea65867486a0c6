import { scryptSync } from "node:crypto";
import { describe, expect, test, vi } from "vitest";
import {
  generatePassword,
  hashPassword,
  verifyPassword,
} from "../../app/domain/password.server.ts";

// The production's scrypt cost, not the tests' cheaper one (tests/support/setup.ts).
vi.unmock("../../app/domain/password.server.ts");

describe("password hashing", () => {
  test("stores scrypt with the OWASP parameters N=2^17, r=8, p=1 and a random salt", async () => {
    const [first, second] = await Promise.all([
      hashPassword("correct horse"),
      hashPassword("correct horse"),
    ]);
    expect(first).toMatch(/^scrypt\$131072\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(first).not.toBe(second);
    expect(first).not.toContain("correct horse");
  });

  test("verifies the right password and refuses a wrong one", async () => {
    const stored = await hashPassword("correct horse battery staple");
    await expect(verifyPassword("correct horse battery staple", stored)).resolves.toBe(true);
    await expect(verifyPassword("correct horse battery stapl", stored)).resolves.toBe(false);
    await expect(verifyPassword("", stored)).resolves.toBe(false);
  });

  test("treats the same text in composed and decomposed Unicode as the same password", async () => {
    const stored = await hashPassword("Caf\u00e9 pass phrase");
    await expect(verifyPassword("Cafe\u0301 pass phrase", stored)).resolves.toBe(true);
  });

  test("verifies with the parameters stored in the hash, so they can be raised later", async () => {
    const salt = Buffer.from("0123456789abcdef");
    const key = scryptSync("old password".normalize("NFKC"), salt, 64, { N: 1024, r: 8, p: 1 });
    const cheap = `scrypt$1024$8$1$${salt.toString("base64")}$${key.toString("base64")}`;
    await expect(verifyPassword("old password", cheap)).resolves.toBe(true);
    await expect(verifyPassword("other password", cheap)).resolves.toBe(false);
  });

  test.each(["", "plain-text", "bcrypt$10$x$y$z$w", "scrypt$131072$8$1$$"])(
    "refuses a stored value that is not an scrypt hash: %j",
    async (stored) => {
      await expect(verifyPassword("anything", stored)).resolves.toBe(false);
    },
  );

  test("generates long random passwords", () => {
    const password = generatePassword();
    expect(password.length).toBeGreaterThanOrEqual(20);
    expect(generatePassword()).not.toBe(password);
  });
});
