import { describe, expect, test } from "vitest";
import { setCookieLine } from "../support/client.ts";
import { contactPayload } from "../support/fixtures.ts";
import { ADMIN, describeEachDialect, useTestApp, type TestClient } from "../support/test-app.ts";

const HSTS = "max-age=31536000; includeSubDomains";

/** Posts contact forms from `client` until one is refused; the number that got through. */
async function acceptedBeforeLimit(client: TestClient, forwardedFor: string, tries: number) {
  let accepted = 0;
  for (let i = 0; i < tries; i += 1) {
    const response = await client.post("/api/contacts", contactPayload(), {
      headers: { "x-forwarded-for": forwardedFor },
    });
    if (response.status === 201) accepted += 1;
    else expect(response.status).toBe(429);
  }
  return accepted;
}

describeEachDialect("TRUST_PROXY and SITE_URL", (dialect) => {
  describe("no proxy trusted (TRUST_PROXY unset)", () => {
    const { visitor } = useTestApp(dialect, { formRateLimit: 2 });

    test("X-Forwarded-For changes nothing: one socket address, one form limit", async () => {
      const proxy = "192.0.2.10";
      expect(await acceptedBeforeLimit(visitor(proxy), "203.0.113.1", 3)).toBe(2);
      expect(await acceptedBeforeLimit(visitor(proxy), "203.0.113.2", 1)).toBe(0);
      expect(await acceptedBeforeLimit(visitor("192.0.2.11"), "203.0.113.1", 1)).toBe(1);
    });

    test("X-Forwarded-Proto from a client neither marks cookies Secure nor sends HSTS", async () => {
      const response = await visitor().get("/api/admin/check-auth", {
        headers: { "x-forwarded-proto": "https" },
      });
      expect(setCookieLine(response.headers, "XSRF-TOKEN")).not.toMatch(/; Secure/i);
      expect(response.headers.get("strict-transport-security")).toBeNull();
    });
  });

  describe("TRUST_PROXY=1", () => {
    const { visitor } = useTestApp(dialect, { formRateLimit: 2, trustProxy: "1" });

    test("two X-Forwarded-For addresses behind one proxy have separate form limits", async () => {
      const proxy = "10.0.0.2";
      expect(await acceptedBeforeLimit(visitor(proxy), "203.0.113.1", 3)).toBe(2);
      expect(await acceptedBeforeLimit(visitor(proxy), "203.0.113.2", 3)).toBe(2);
    });

    test("only the entry the proxy wrote counts: a forged left-hand entry buys nothing", async () => {
      const proxy = "10.0.0.3";
      expect(await acceptedBeforeLimit(visitor(proxy), "203.0.113.9", 2)).toBe(2);
      expect(await acceptedBeforeLimit(visitor(proxy), "1.1.1.1, 203.0.113.9", 1)).toBe(0);
    });

    test("malformed X-Forwarded-For never fails a request", async () => {
      for (const value of ["", ",,,", "not an address", "999.1.1.1, ::zz", "\u00ff".repeat(200)]) {
        const response = await visitor("10.0.0.4").get("/api/products", {
          headers: { "x-forwarded-for": value },
        });
        expect(response.status).toBe(200);
      }
    });

    test("X-Forwarded-Proto https from the trusted proxy marks cookies Secure and sends HSTS", async () => {
      const response = await visitor("10.0.0.5").post("/api/admin/login", ADMIN, {
        headers: { "x-forwarded-proto": "https", "x-forwarded-for": "203.0.113.5" },
      });
      expect(response.status).toBe(200);
      expect(setCookieLine(response.headers, "sid")).toMatch(/; Secure/i);
      expect(response.headers.get("strict-transport-security")).toBe(HSTS);
    });
  });

  describe("TRUST_PROXY as a list of proxies", () => {
    const { visitor } = useTestApp(dialect, {
      formRateLimit: 1,
      trustProxy: "10.0.0.0/8, fd00::/8",
    });

    test("a listed proxy names the client; a listed IPv4-mapped peer counts as listed", async () => {
      expect(await acceptedBeforeLimit(visitor("10.1.2.3"), "198.51.100.7", 2)).toBe(1);
      expect(await acceptedBeforeLimit(visitor("::ffff:10.9.9.9"), "198.51.100.8", 2)).toBe(1);
      expect(await acceptedBeforeLimit(visitor("fd00::1"), "198.51.100.9", 2)).toBe(1);
      // The same client through another listed proxy: the same limit.
      expect(await acceptedBeforeLimit(visitor("10.7.7.7"), "198.51.100.9", 1)).toBe(0);
    });

    test("a peer that is not listed is the client, whatever its headers say", async () => {
      const outsider = "192.0.2.50";
      expect(await acceptedBeforeLimit(visitor(outsider), "198.51.100.20", 2)).toBe(1);
      expect(await acceptedBeforeLimit(visitor(outsider), "198.51.100.21", 1)).toBe(0);
      const response = await visitor(outsider).get("/api/admin/check-auth", {
        headers: { "x-forwarded-proto": "https" },
      });
      expect(response.headers.get("strict-transport-security")).toBeNull();
    });
  });

  describe("SITE_URL=https://…", () => {
    const { visitor } = useTestApp(dialect, { siteUrl: "https://www.example.com" });

    test("cookies are Secure and HSTS is sent on every answer, whatever the request says", async () => {
      const check = await visitor().get("/api/admin/check-auth", {
        headers: { "x-forwarded-proto": "http" },
      });
      expect(setCookieLine(check.headers, "XSRF-TOKEN")).toMatch(/; Secure/i);
      expect(check.headers.get("strict-transport-security")).toBe(HSTS);
      const login = await visitor().login();
      expect(setCookieLine(login.headers, "sid")).toMatch(/; Secure/i);
      for (const path of ["/healthz", "/api/no-such-thing", "/api/products"]) {
        const response = await visitor().get(path);
        expect(response.headers.get("strict-transport-security")).toBe(HSTS);
      }
    });
  });
});
