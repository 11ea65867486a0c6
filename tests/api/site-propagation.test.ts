import { afterAll, beforeAll, expect, test } from "vitest";
import { productPayload } from "../support/fixtures.ts";
import { prepareDatabase, type Runtime } from "../../server/bootstrap.ts";
import { createLogger } from "../../server/logger.ts";
import { createApiApp } from "../support/api-app.ts";
import {
  ADMIN,
  createTestServices,
  describeEachDialect,
  type TestClient,
  type TestServices,
} from "../support/test-app.ts";

/**
 * A change published on one server process shows on every other
 * within one second. Two apps, each with its own connection pool and cache,
 * share one database, as two processes behind a load balancer would.
 */
describeEachDialect("Site content across two processes", (dialect) => {
  let first: TestServices;
  let second: Runtime;
  let one: TestClient;
  let two: TestClient;

  beforeAll(async () => {
    first = await createTestServices(dialect);
    second = await prepareDatabase({ DATABASE_URL: first.url }, createLogger("silent"));
    await first.services.auth.ensureAdministrator(ADMIN);
    one = await createApiApp(first.services, { formRateLimit: 1000 }).signedInClient();
    two = createApiApp(second.services, { formRateLimit: 1000 }).client();
  });
  afterAll(async () => {
    await second?.handle.close();
    await first?.close();
  });

  test("a phone number published on one process is served by the other within 1 s", async () => {
    // Warm the second process's cache with the old content first.
    expect((await two.get("/api/site")).body.phones[1].number).toBe("+91 98765 43210");
    const { body: doc } = await one.get("/api/admin/site");
    doc.content.company.phones[1].number = "+91 97000 12345";
    const started = performance.now();
    expect((await one.put("/api/admin/site", doc)).status).toBe(200);
    let seen = "";
    while (performance.now() - started < 1000) {
      seen = (await two.get("/api/site")).body.phones[1].number;
      if (seen === "+91 97000 12345") break;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(seen).toBe("+91 97000 12345");
    expect(performance.now() - started).toBeLessThan(1000);
  });

  test("the second process refuses a save based on the version the first replaced", async () => {
    const { body: stale } = await one.get("/api/admin/site");
    const fresh = structuredClone(stale);
    fresh.content.company.whatsapp = "+91 98000 00001";
    expect((await one.put("/api/admin/site", fresh)).status).toBe(200);
    const signedIn = await two.signIn();
    stale.content.company.whatsapp = "+91 98000 00002";
    expect((await signedIn.put("/api/admin/site", stale)).status).toBe(409);
  });

  test("every product and content write moves the page cache's generation, seen by the other process", async () => {
    const watcher = second.services.contentGeneration;
    const waitForMove = async (from: number) => {
      const started = performance.now();
      let seen = from;
      while (seen === from && performance.now() - started < 1000) {
        await new Promise((resolve) => setTimeout(resolve, 25));
        seen = await watcher.current();
      }
      expect(seen).toBeGreaterThan(from);
      expect(performance.now() - started).toBeLessThan(1000);
      return seen;
    };
    let generation = await watcher.refresh();
    const created = await one.post("/api/products", productPayload());
    expect(created.status).toBe(201);
    generation = await waitForMove(generation);
    const id = created.body.id as string;
    expect(
      (await one.put(`/api/products/${id}`, productPayload({ title: "Renamed" }))).status,
    ).toBe(200);
    generation = await waitForMove(generation);
    expect((await one.delete(`/api/products/${id}`)).status).toBe(200);
    generation = await waitForMove(generation);
    const { body: doc } = await one.get("/api/admin/site");
    doc.content.company.whatsapp = "+91 98000 00003";
    expect((await one.put("/api/admin/site", doc)).status).toBe(200);
    await waitForMove(generation);
  });
});
