import { expect, test } from "vitest";
import { describeEachDialect, useTestApp } from "../support/test-app.ts";

/**
 * Cached public pages share one CSRF token (docs/decisions/061), so the browser's own word
 * on where a request comes from is checked as well: another site cannot post, even with it.
 */
describeEachDialect("Fetch metadata", (dialect) => {
  const { testApp } = useTestApp(dialect);

  test("an unsafe request the browser marks cross-site or same-site is refused", async () => {
    const admin = await testApp().signedInClient();
    for (const site of ["cross-site", "same-site"]) {
      const refused = await admin.post(
        "/api/products",
        {},
        { headers: { "Sec-Fetch-Site": site } },
      );
      expect(refused.status, site).toBe(403);
      expect(refused.headers.get("content-type")).toContain("application/problem+json");
    }
    // The site's own pages, and clients that send no metadata, go on to the usual checks.
    const own = await admin.post(
      "/api/products",
      {},
      { headers: { "Sec-Fetch-Site": "same-origin" } },
    );
    expect(own.status).toBe(400);
    expect((await admin.post("/api/products", {})).status).toBe(400);
  });
});
