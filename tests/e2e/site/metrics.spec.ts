import { expect, test } from "@playwright/test";

/** GET /metrics on the production build (docs/decisions/094), read from this machine. */
test("pages by their pattern, and page-cache hits answered before the app", async ({ request }) => {
  await request.get("/about");
  expect((await request.get("/about")).headers()["x-page-cache"]).toBe("hit");
  await request.get("/products/prod-001");
  const response = await request.get("/metrics");
  expect(response.status()).toBe(200);
  expect(response.headers()["cache-control"]).toBe("no-store");
  expect(response.headers()["x-page-cache"]).toBeUndefined();
  const text = await response.text();
  expect(text).toMatch(/^http_requests_total\{method="GET",route="\/about",status="200"\} /m);
  expect(text).toMatch(/^http_requests_total\{method="GET",route="\/products\/:categoryId",/m);
  expect(text).toMatch(/^page_cache_requests_total\{result="hit"\} [1-9]/m);
  expect(text).toMatch(/^page_cache_requests_total\{result="miss"\} [1-9]/m);
  expect(text).not.toContain("prod-001");
});
