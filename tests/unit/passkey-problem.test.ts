import { describe, expect, test } from "vitest";
import { passkeyProblem } from "~/components/admin/auth/passkey-client";
import { ApiError } from "~/utils/api-client";

const browserError = (name: string, message: string, code?: string) =>
  Object.assign(new Error(message), { name, ...(code ? { code } : {}) });

describe("passkey problems in words", () => {
  test("an IP address in the bar is explained, not echoed", () => {
    const said = passkeyProblem(
      browserError("SecurityError", "127.0.0.1 is an invalid domain", "ERROR_INVALID_DOMAIN"),
    );
    expect(said).toMatch(/opened by its name/);
    expect(said).not.toMatch(/invalid domain/);
    expect(passkeyProblem(browserError("SecurityError", "The operation is insecure."))).toMatch(
      /not by an IP address/,
    );
  });

  test("a cancelled prompt says nothing; the server's answer is shown as it is", () => {
    expect(passkeyProblem(browserError("NotAllowedError", "The operation timed out"))).toBeNull();
    expect(
      passkeyProblem(browserError("AbortError", "aborted", "ERROR_CEREMONY_ABORTED")),
    ).toBeNull();
    const refused = new ApiError(400, "That passkey is not registered to any account.");
    expect(passkeyProblem(refused)).toBe("That passkey is not registered to any account.");
  });

  test("anything else gets a sentence with a way forward", () => {
    expect(passkeyProblem(browserError("UnknownError", "0x80090016"))).toMatch(/password/);
    expect(passkeyProblem("nonsense")).toMatch(/try again/);
  });
});
