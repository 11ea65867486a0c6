import { expect, test } from "vitest";
import { AUTH_FLAG } from "../../app/components/admin/auth/redirect-target.ts";
import { COOKIE_INVENTORY } from "../../app/domain/privacy/cookie-inventory.ts";
import { KNOWN_DEVICE_COOKIE } from "../../server/known-device.ts";
import { CSRF_COOKIE } from "../../server/middleware/csrf.ts";
import { SESSION_COOKIE } from "../../server/middleware/session.ts";
import { WEBAUTHN_COOKIE } from "../../server/webauthn-challenge.ts";

test("the privacy notice lists exactly what the site stores in browsers", () => {
  const used = [CSRF_COOKIE, SESSION_COOKIE, KNOWN_DEVICE_COOKIE, WEBAUTHN_COOKIE, AUTH_FLAG];
  expect(COOKIE_INVENTORY.map((item) => item.name).sort()).toEqual(used.sort());
});
