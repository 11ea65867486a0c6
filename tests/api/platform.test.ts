import { expect, test } from "vitest";
import { endpoints } from "../../server/api/index.ts";
import type { ApiResponse } from "../support/client.ts";
import { expectProblem } from "../support/fixtures.ts";
import { createTestApp, describeEachDialect, useTestApp } from "../support/test-app.ts";

/** Every route of the contract, with who may call it. */
const CONTRACT = [
  ["get", "/api/products", "public"],
  ["get", "/api/products/{id}", "public"],
  ["post", "/api/products", "admin"],
  ["put", "/api/products/{id}", "admin"],
  ["delete", "/api/products/{id}", "admin"],
  ["post", "/api/inquiries", "public"],
  ["get", "/api/inquiries", "admin"],
  ["patch", "/api/inquiries/{id}/status", "admin"],
  ["delete", "/api/inquiries/{id}", "admin"],
  ["post", "/api/service-inquiries", "public"],
  ["get", "/api/service-inquiries", "admin"],
  ["patch", "/api/service-inquiries/{id}/status", "admin"],
  ["delete", "/api/service-inquiries/{id}", "admin"],
  ["post", "/api/contacts", "public"],
  ["get", "/api/contacts", "admin"],
  ["patch", "/api/contacts/{id}/status", "admin"],
  ["delete", "/api/contacts/{id}", "admin"],
  ["post", "/api/admin/login", "public"],
  ["post", "/api/admin/logout", "public"],
  ["get", "/api/admin/check-auth", "public"],
] as const;

function expectSecurityHeaders(response: ApiResponse) {
  const csp = response.headers.get("content-security-policy") ?? "";
  expect(csp).toContain("default-src 'self'");
  expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
  expect(csp).toContain("img-src 'self' data: blob: https:");
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).not.toContain("unsafe-eval");
  expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  expect(response.headers.get("x-frame-options")).toBe("DENY");
  expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
}

describeEachDialect("Platform", (dialect) => {
  const { visitor } = useTestApp(dialect);

  test("answers /healthz with 200 and status ok while the database answers", async () => {
    const response = await visitor().get("/healthz");
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: "ok" });
    expectSecurityHeaders(response);
  });

  test("sends the security headers on API answers, errors included, and a fresh CSP nonce each time", async () => {
    const ok = await visitor().get("/api/products");
    const problem = await visitor().get("/api/inquiries");
    expectSecurityHeaders(ok);
    expectSecurityHeaders(problem);
    expect(ok.headers.get("content-security-policy")).not.toBe(
      problem.headers.get("content-security-policy"),
    );
  });

  test("marks API answers as not cacheable", async () => {
    expect((await visitor().get("/api/products")).headers.get("cache-control")).toBe("no-store");
    expect((await visitor().get("/api/admin/check-auth")).headers.get("cache-control")).toBe(
      "no-store",
    );
  });

  test("serves an OpenAPI 3.1 document listing every declared endpoint", async () => {
    const response = await visitor().get("/api/openapi.json");
    expect(response.status).toBe(200);
    expect(response.body.openapi).toBe("3.1.0");
    const listed = Object.entries(
      response.body.paths as Record<string, Record<string, unknown>>,
    ).flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method} ${path}`));
    const declared = endpoints.map((e) => `${e.method} /api${e.path}`);
    expect([...listed].sort()).toEqual([...declared].sort());
  });

  test("declares every route of the contract, with the session required exactly on admin routes", async () => {
    const { body } = await visitor().get("/api/openapi.json");
    for (const [method, path, access] of CONTRACT) {
      const operation = body.paths[path]?.[method];
      expect(operation, `${method.toUpperCase()} ${path}`).toBeDefined();
      const security = JSON.stringify(operation.security ?? []);
      expect(security.includes("session"), `${method.toUpperCase()} ${path} needs a session`).toBe(
        access === "admin",
      );
      expect(
        security.includes("csrf"),
        `${method.toUpperCase()} ${path} needs the CSRF token`,
      ).toBe(method !== "get");
    }
  });

  test("serves a readable API reference page listing the routes", async () => {
    const response = await visitor().get("/api/docs");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    for (const [, path] of CONTRACT) expect(response.text).toContain(path);
  });

  test("answers a page path with 404 when the app serves the API only", async () => {
    expect((await visitor().get("/about")).status).toBe(404);
  });
});

describeEachDialect("Failures on the server", (dialect) => {
  test("answer 500 problem details without a stack trace or SQL when the database is gone", async () => {
    const t = await createTestApp(dialect);
    try {
      const client = t.client();
      await client.csrfToken();
      await t.handle.close();
      // The public forms are written by the submission thread's own connection (decision
      // 087); a read and a sign-in go through this thread's, which is gone.
      for (const response of [
        await client.get("/api/products"),
        await client.post("/api/admin/login", {
          email: "admin@example.com",
          password: "x".repeat(12),
        }),
      ]) {
        const problem = expectProblem(response, 500);
        expect(problem.detail).toBe("Something went wrong on our side. Please try again later.");
        expect(response.text).not.toMatch(
          /\bat .+:\d+:\d+|node_modules|\.ts\b|select |insert into|destroyed|sqlite|postgres/i,
        );
      }
      const health = await client.get("/healthz");
      expect(health.status).toBe(503);
      expect(health.body).toEqual({ status: "unavailable" });
    } finally {
      await t.close();
    }
  });
});
