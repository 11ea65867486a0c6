import { describe, expect, test } from "vitest";
import { bearerMatches, isLoopback } from "../../server/metrics/metrics-access.ts";
import { routeLabel } from "../../server/metrics/route-label.ts";
import { testEachMapping } from "../support/mapping-tests.ts";
import { pageRoutes } from "../support/route-table.ts";

describe("routeLabel", () => {
  testEachMapping("%s is %s", routeLabel, [
    ["/", "/"],
    ["/about", "/about"],
    ["/about/", "/about"],
    ["/products", "/products"],
    ["/products/industrial-valves", "/products/:categoryId"],
    ["/products/industrial-valves/gate-valve-50", "/products/:categoryId/:itemSlug"],
    ["/services/maintenance", "/services/:slug"],
    ["/projects/refinery-2024", "/projects/:slug"],
    ["/catalogue.pdf", "/catalogue.pdf"],
    ["/sitemap.xml", "/sitemap.xml"],
    ["/healthz", "/healthz"],
    ["/metrics", "/metrics"],
    ["/admin", "/admin/*"],
    ["/admin/leads/contacts/8f3a", "/admin/*"],
    ["/media/3f2a9c-640.avif", "/media/:file"],
    ["/assets/app-Bx12.js", "/assets/*"],
    ["/api/openapi.json", "/api/openapi.json"],
    ["/api/no-such-endpoint/42", "/api/*"],
  ]);

  testEachMapping("a page's data request %s is its page's pattern with .data, %s", routeLabel, [
    ["/_root.data", "/.data"],
    ["/products/valves.data", "/products/:categoryId.data"],
    ["/admin.data", "/admin/*.data"],
  ]);

  test("every page of app/routes.ts has a pattern of its own, none is 'other'", () => {
    const pages = pageRoutes().filter((page) => !page.pattern.includes("*"));
    expect(pages.length).toBeGreaterThan(20);
    for (const { pattern } of pages) {
      const label = routeLabel(pattern.replace(/:[A-Za-z]+/g, "sample-1"));
      expect(label, pattern).not.toBe("other");
      if (!pattern.startsWith("/admin") && !pattern.startsWith("/services/"))
        expect(label, pattern).toBe(pattern);
    }
  });

  test("anything else is 'other', never the path itself", () => {
    for (const path of [
      "/wp-login.php",
      "/products/a/b/c",
      "/about/neha@example.com",
      "/.env",
      "/x.data",
      `/${"a".repeat(300)}`,
    ])
      expect(routeLabel(path), path).toBe("other");
  });
});

describe("metrics access", () => {
  test("loopback is 127.0.0.0/8 and ::1, however spelt; nothing else", () => {
    for (const address of [
      "127.0.0.1",
      "127.255.0.9",
      "::1",
      "::ffff:127.0.0.1",
      "0:0:0:0:0:0:0:1",
    ])
      expect(isLoopback(address), address).toBe(true);
    for (const address of ["10.0.0.1", "203.0.113.4", "::", "fe80::1", "local", "unknown", ""])
      expect(isLoopback(address), address).toBe(false);
  });

  test("the bearer token must match exactly; no token configured opens nothing", () => {
    const token = "a-token-that-is-long-enough-1234";
    expect(bearerMatches(`Bearer ${token}`, token)).toBe(true);
    expect(bearerMatches(`bearer  ${token}`, token)).toBe(true);
    expect(bearerMatches(`Bearer ${token.slice(0, -1)}`, token)).toBe(false);
    expect(bearerMatches(`Bearer ${token} extra`, token)).toBe(false);
    expect(bearerMatches(`Basic ${token}`, token)).toBe(false);
    expect(bearerMatches(token, token)).toBe(false);
    expect(bearerMatches(undefined, token)).toBe(false);
    expect(bearerMatches("Bearer anything", undefined)).toBe(false);
    expect(bearerMatches("Bearer ", "")).toBe(false);
  });
});
