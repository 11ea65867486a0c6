import { describe, expect, test } from "vitest";
import {
  ADMIN_HOME,
  loginPath,
  safeRedirectTarget,
  secondFactorPath,
} from "../../app/components/admin/auth/redirect-target.ts";

describe("where the login page may send the administrator back to", () => {
  test("an admin path keeps its query", () => {
    expect(safeRedirectTarget("/admin")).toBe("/admin");
    expect(safeRedirectTarget("/admin/inquiries?status=new&page=2")).toBe(
      "/admin/inquiries?status=new&page=2",
    );
  });

  test("anything that is not a same-site path goes to the admin home", () => {
    for (const value of [
      undefined,
      null,
      42,
      "",
      "admin/leads",
      "https://evil.example/admin",
      "//evil.example/admin",
      "/\\evil.example/admin",
    ])
      expect(safeRedirectTarget(value), String(value)).toBe(ADMIN_HOME);
  });

  test("a tab or newline the URL parser drops cannot smuggle in another host", () => {
    // "/\t/host" parses as "//host": a host of its own, or no URL at all when the host is bad.
    expect(safeRedirectTarget("/\t/evil.example/admin")).toBe(ADMIN_HOME);
    expect(safeRedirectTarget("/\n/evil example/admin")).toBe(ADMIN_HOME);
  });

  test("the public site, a look-alike prefix and a path climbing out of /admin go home", () => {
    expect(safeRedirectTarget("/products")).toBe(ADMIN_HOME);
    expect(safeRedirectTarget("/administrator")).toBe(ADMIN_HOME);
    expect(safeRedirectTarget("/admin/../products")).toBe(ADMIN_HOME);
  });

  test("never back to the login or logout routes themselves", () => {
    expect(safeRedirectTarget("/admin/login")).toBe(ADMIN_HOME);
    expect(safeRedirectTarget("/admin/login/second-factor?redirectTo=/admin")).toBe(ADMIN_HOME);
    expect(safeRedirectTarget("/admin/logout")).toBe(ADMIN_HOME);
  });

  test("the login and second-factor links carry the target encoded", () => {
    expect(loginPath("/admin/leads?q=a&b")).toBe(
      "/admin/login?redirectTo=%2Fadmin%2Fleads%3Fq%3Da%26b",
    );
    expect(secondFactorPath("/admin")).toBe("/admin/login/second-factor?redirectTo=%2Fadmin");
  });
});
