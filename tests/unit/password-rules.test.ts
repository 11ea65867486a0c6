import { expect, test } from "vitest";
import { passwordProblem } from "../../app/domain/team/password-rules.ts";

test("twelve characters at least, counted as the person sees them", () => {
  expect(passwordProblem("short pass!")).toBe("Password must be at least 12 characters");
  // Eleven emoji are twenty-two UTF-16 units, still eleven characters.
  expect(passwordProblem("🔧".repeat(11))).toBe("Password must be at least 12 characters");
  expect(passwordProblem("🔧".repeat(12))).toBeNull();
  expect(passwordProblem("twelve chars")).toBeNull();
});

test("a common password or one character repeated is refused, whatever the case and spacing", () => {
  const common = "This password is too common; choose another";
  expect(passwordProblem("QWERTY123456")).toBe(common);
  expect(passwordProblem("qwerty 123 456")).toBe(common);
  expect(passwordProblem("zzzzzzzzzzzz")).toBe(common);
  expect(passwordProblem("zzzzzz zzzzzz")).toBe(common);
});

test("a short password built on the account's own address is refused; a long one is not", () => {
  const email = "Rajesh.Patel@vadtech.in";
  expect(passwordProblem("rajesh.patel2026", email)).toBe(
    "Password must not be built on your e-mail address",
  );
  expect(passwordProblem("my name is rajesh.patel ok", email)).toBeNull();
  expect(passwordProblem("rajesh.patel2026")).toBeNull();
  expect(passwordProblem("pumps and valves", email)).toBeNull();
});

test("an address whose name is three letters or fewer does not rule out every password holding them", () => {
  expect(passwordProblem("a quiet harbour", "a@vadtech.in")).toBeNull();
  expect(passwordProblem("ravi sharma 26", "ravi@vadtech.in")).toBe(
    "Password must not be built on your e-mail address",
  );
});
