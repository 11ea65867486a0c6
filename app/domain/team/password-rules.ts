import { COMMON_PASSWORDS } from "./common-passwords.ts";

/**
 * The password rules (NIST SP 800-63B): at least 12 characters, not a common
 * password, not one character repeated, not the account's own address. No composition
 * rules. Length is also checked by the zod schema; this adds what a schema cannot know.
 */
export function passwordProblem(password: string, email?: string): string | null {
  if ([...password].length < 12) return "Password must be at least 12 characters";
  const plain = password.toLowerCase().replace(/\s+/g, "");
  if (COMMON_PASSWORDS.has(plain) || /^(.)\1+$/.test(plain))
    return "This password is too common; choose another";
  // A name of three letters or fewer ("a@…") is in half the passwords anyone would choose.
  const name = email?.toLowerCase().split("@")[0] ?? "";
  if (name.length >= 4 && plain.includes(name) && plain.length < 20)
    return "Password must not be built on your e-mail address";
  return null;
}
