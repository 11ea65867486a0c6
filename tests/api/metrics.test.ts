import { describe, expect, test } from "vitest";
import { ENQUIRY_KINDS } from "../../app/domain/enquiries/enquiry-kinds.ts";
import { contactPayload } from "../support/fixtures.ts";
import { describeEachDialect, useTestApp } from "../support/test-app.ts";

const TOKEN = "metrics-token-for-the-tests-0123456789";
const ELSEWHERE = "203.0.113.40";

/** GET /metrics (docs/decisions/094): who may read it, and what it says. */
describeEachDialect("Metrics", (dialect) => {
  describe("without a proxy", () => {
    const { visitor } = useTestApp(dialect, { metricsToken: TOKEN });

    test("a client elsewhere without the token, or with a wrong one, gets a 401 problem", async () => {
      for (const authorization of [
        undefined,
        "Bearer wrong-token-of-the-same-kind-012345",
        `Bearer ${TOKEN}x`,
        `Basic ${TOKEN}`,
        TOKEN,
      ]) {
        const response = await visitor(ELSEWHERE).get("/metrics", {
          headers: authorization ? { authorization } : {},
        });
        expect(response.status, authorization).toBe(401);
        expect(response.headers.get("content-type")).toMatch(/^application\/problem\+json/);
        expect(response.headers.get("www-authenticate")).toMatch(/^Bearer\b/);
        expect(response.headers.get("cache-control")).toBe("no-store");
        expect(response.text).not.toContain("http_requests_total");
      }
    });

    test("the token opens it from anywhere, and loopback needs none", async () => {
      const withToken = await visitor(ELSEWHERE).get("/metrics", {
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(withToken.status).toBe(200);
      expect(withToken.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
      expect(withToken.headers.get("cache-control")).toBe("no-store");
      for (const local of ["127.0.0.1", "127.8.9.10", "::1", "::ffff:127.0.0.1"])
        expect((await visitor(local).get("/metrics")).status, local).toBe(200);
    });

    test("requests by route pattern, the outbox, enquiries by kind, the event loop; no personal data", async () => {
      const client = visitor();
      const posted = await client.post("/api/contacts", contactPayload());
      expect(posted.status).toBe(201);
      expect((await client.get(`/api/products/${posted.body.id}`)).status).toBe(404);
      await client.get("/products/pumps/no-such-item");
      await client.get("/admin/leads/contacts/abc");

      const { status, text } = await visitor("127.0.0.1").get("/metrics");
      expect(status).toBe(200);
      expect(text).toMatch(
        /^http_requests_total\{method="POST",route="\/api\/contacts",status="201"\} [1-9]/m,
      );
      expect(text).toMatch(/^http_requests_total\{method="GET",route="\/api\/products\/:id",/m);
      expect(text).toMatch(
        /^http_requests_total\{method="GET",route="\/products\/:categoryId\/:itemSlug",/m,
      );
      expect(text).toMatch(/^http_requests_total\{method="GET",route="\/admin\/\*",/m);
      expect(text).toMatch(/^http_request_duration_seconds_bucket\{le="0.005",/m);
      expect(text).toMatch(/^outbox_messages\{status="waiting"\} \d+$/m);
      expect(text).toMatch(/^outbox_messages\{status="failed"\} \d+$/m);
      for (const kind of ENQUIRY_KINDS)
        expect(text).toMatch(new RegExp(`^enquiries_stored\\{kind="${kind}"\\} \\d+$`, "m"));
      expect(text).toMatch(/^enquiries_stored\{kind="contacts"\} [1-9]/m);
      expect(text).toMatch(/^nodejs_eventloop_lag_seconds /m);
      expect(text).toMatch(/^process_resident_memory_bytes /m);
      // No BACKUP_DIR in the tests: no backup series at all.
      expect(text).not.toContain("backup_newest_age_seconds");
      expect(text).not.toMatch(/@/);
      expect(text).not.toContain(posted.body.id);
      expect(text).not.toContain("no-such-item");
    });

    test("is kept out of the OpenAPI document", async () => {
      const document = (await visitor().get("/api/openapi.json")).body;
      expect(Object.keys(document.paths).some((path) => path.includes("metrics"))).toBe(false);
    });
  });

  describe("behind a proxy (TRUST_PROXY=1)", () => {
    const { visitor } = useTestApp(dialect, { trustProxy: "1" });

    test("a request through the proxy on this machine is the visitor's, not loopback", async () => {
      const proxied = await visitor("127.0.0.1").get("/metrics", {
        headers: { "x-forwarded-for": ELSEWHERE },
      });
      expect(proxied.status).toBe(401);
      const direct = await visitor("127.0.0.1").get("/metrics");
      expect(direct.status).toBe(200);
    });

    test("without METRICS_TOKEN a bearer token opens nothing", async () => {
      const response = await visitor(ELSEWHERE).get("/metrics", {
        headers: { authorization: "Bearer " },
      });
      expect(response.status).toBe(401);
    });
  });
});
