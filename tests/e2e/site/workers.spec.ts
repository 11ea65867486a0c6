import { expect, test } from "@playwright/test";
import { signInApi } from "./admin-api.ts";
import { startSite, type SiteInstance } from "../admin/site-instance.ts";

/**
 * WEB_CONCURRENCY (docs/decisions/062): two workers behind one port on one SQLite database. Each has its
 * own page cache; an edit through one shows on every answer within a second.
 */
let site: SiteInstance;
test.beforeAll(async () => {
  site = await startSite({ WEB_CONCURRENCY: "2", LOG_LEVEL: "info" });
});
test.afterAll(async () => {
  await site?.stop();
});

test("two workers share the port, the database, the secret and every change within 1 s", async ({
  playwright,
}) => {
  const api = await playwright.request.newContext({ baseURL: site.url });
  const pages = await Promise.all(Array.from({ length: 20 }, () => api.get("/products/prod-001")));
  expect(pages.map((p) => p.status())).toEqual(Array(20).fill(200));

  // A token from one answer is good on whichever worker takes the next request.
  let headers = await signInApi(api);
  for (let i = 0; i < 3; i++) headers = await signInApi(api);

  const current = await (await api.get("/api/products/prod-001")).json();
  const title = `Renamed by worker test ${Date.now()}`;
  expect(
    (await api.put("/api/products/prod-001", { headers, data: { ...current, title } })).status(),
  ).toBe(200);
  const edited = Date.now();
  await api.post("/api/admin/logout", { headers });

  const visitor = await playwright.request.newContext({ baseURL: site.url });
  // A second after the edit, every answer has the new title, whichever worker gives it: twenty
  // at once arrive on several connections, which the kernel spreads over both workers' sockets.
  // (Counting twenty answers in a row within the second measured the machine's speed, not
  // freshness.)
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, edited + 1000 - Date.now())));
  const answers = await Promise.all(
    Array.from({ length: 20 }, async () => (await visitor.get("/products/prod-001")).text()),
  );
  expect(answers.filter((text) => !text.includes(title))).toHaveLength(0);
});

test("one scrape of /metrics answers for both workers (docs/decisions/094)", async () => {
  const count = async () => {
    const text = await (await fetch(`${site.url}/metrics`)).text();
    expect(text).not.toMatch(/^# .*this worker's metrics only/m);
    // Read from the database by each worker, given once.
    expect(text.match(/^outbox_messages\{status="waiting"\} /gm)).toHaveLength(1);
    const line =
      /^http_requests_total\{method="GET",route="\/api\/admin\/check-auth",status="200"\} (\d+)$/m;
    return Number(line.exec(text)?.[1] ?? 0);
  };
  const before = await count();
  // Enough requests that both workers take some: their counts add up in one answer.
  const answers = await Promise.all(
    Array.from({ length: 40 }, () => fetch(`${site.url}/api/admin/check-auth`)),
  );
  expect(answers.every((answer) => answer.ok)).toBe(true);
  expect((await count()) - before).toBe(40);
});
