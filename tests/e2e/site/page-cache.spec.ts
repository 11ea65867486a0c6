import { expect, test, type APIRequestContext } from "@playwright/test";
import {
  createPostgresDatabase,
  detectPostgres,
  type TestDatabase,
} from "../../support/databases.ts";
import { startSite, type SiteInstance } from "../admin/site-instance.ts";
import { createProduct, signInApi, unique } from "./admin-api.ts";
import { fillFields, pageWithoutScripts } from "./page-support.ts";

/** Rendered pages served from memory, never older than the last change. */
test.describe("the page cache", () => {
  test("a second visit is a hit: precompressed, with an ETag that answers 304", async ({
    request,
  }) => {
    await request.get("/about");
    const hit = await request.get("/about", { headers: { "Accept-Encoding": "br" } });
    expect(hit.headers()["x-page-cache"]).toBe("hit");
    expect(hit.headers()["content-encoding"]).toBe("br");
    expect(await hit.text()).toContain("About");
    const etag = hit.headers()["etag"]!;
    const again = await request.get("/about", { headers: { "If-None-Match": etag } });
    expect(again.status()).toBe(304);
    // Campaign parameters share the entry; a search does not make one.
    expect((await request.get("/about?utm_source=fair")).headers()["x-page-cache"]).toBe("hit");
    expect((await request.get("/products?q=pump")).headers()["x-page-cache"]).toBeUndefined();
  });

  test("the CSP of a cached page names its scripts' hashes, and the page hydrates under it", async ({
    page,
    request,
  }) => {
    await request.get("/services");
    const errors: string[] = [];
    page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
    const response = await page.goto("/services");
    expect(response!.headers()["x-page-cache"]).toBe("hit");
    const csp = response!.headers()["content-security-policy"]!;
    const scriptSrc = csp.split(";").find((d) => d.trim().startsWith("script-src"))!;
    expect(scriptSrc).toMatch(/^\s*script-src 'self' 'sha256-/);
    expect(scriptSrc).not.toContain("unsafe-inline");
    expect(scriptSrc).not.toContain("nonce-");
    await page.waitForFunction(
      () =>
        (window as unknown as { __reactRouterDataRouter?: { state: { initialized: boolean } } })
          .__reactRouterDataRouter?.state.initialized === true,
    );
    expect(errors).toEqual([]);
  });

  test("a cached form still posts without scripts, with the page's CSRF token", async ({
    browser,
    request,
  }) => {
    await request.get("/contact");
    const page = await pageWithoutScripts(browser);
    const response = await page.goto("/contact");
    expect(response!.headers()["x-page-cache"]).toMatch(/hit|miss/);
    const form = page.getByRole("region", { name: "Send Us a Message" });
    const fields = {
      Name: unique("Cached Form"),
      Email: "cached@example.com",
      Phone: "+91 98250 12345",
      Subject: "From a cached page",
      Message: "Posted without scripts from a page served from memory.",
    };
    await fillFields(form, fields);
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("status")).toContainText("Message sent successfully!");
    await page.context().close();
  });

  test("a product edit shows at once on this process, to visitors and to the editor", async ({
    request,
    playwright,
    baseURL,
  }) => {
    const visitor = await playwright.request.newContext({ baseURL });
    const product = await createProduct(baseURL!);
    const path = `/products/${product.id}`;
    await visitor.get(path);
    expect((await visitor.get(path)).headers()["x-page-cache"]).toBe("hit");
    const renamed = await renameProduct(request, product.id, unique("Renamed Range"));
    // The editor's own requests are rendered for them, never taken from the cache.
    const editor = await request.get(path);
    expect(editor.headers()["x-page-cache"]).toBeUndefined();
    expect(await editor.text()).toContain(renamed);
    // The visitor's next request, with no pause for the poll, already shows the new title.
    const after = await visitor.get(path);
    expect(await after.text()).toContain(renamed);
    expect((await visitor.get(path)).headers()["x-page-cache"]).toBe("hit");
    await visitor.dispose();
  });
});

test.describe("two processes on one PostgreSQL", () => {
  let database: TestDatabase | undefined;
  let one: SiteInstance;
  let two: SiteInstance;

  test.beforeAll(async () => {
    const postgres = await detectPostgres();
    test.skip(!postgres.url, postgres.skipReason);
    database = await createPostgresDatabase(postgres.url!);
    one = await startSite({ DATABASE_URL: database.url });
    two = await startSite({ DATABASE_URL: database.url });
  });
  test.afterAll(async () => {
    await one?.stop();
    await two?.stop();
    await database?.drop();
  });

  test("a product edit through one is served by the other within 1 second", async ({
    playwright,
  }) => {
    const first = await playwright.request.newContext({ baseURL: one.url });
    const second = await playwright.request.newContext({ baseURL: two.url });
    const product = await createProduct(one.url);
    const path = `/products/${product.id}`;
    await second.get(path);
    expect((await second.get(path)).headers()["x-page-cache"]).toBe("hit");
    const renamed = await renameProduct(first, product.id, unique("Across Processes"), one.url);
    const started = Date.now();
    let text = "";
    while (Date.now() - started < 1000) {
      text = await (await second.get(path)).text();
      if (text.includes(renamed)) break;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(text).toContain(renamed);
    expect(Date.now() - started).toBeLessThan(1000);
  });
});

async function renameProduct(
  request: APIRequestContext,
  id: string,
  title: string,
  baseURL?: string,
): Promise<string> {
  const url = (path: string) => (baseURL ? `${baseURL}${path}` : path);
  const headers = await signInApi(request, baseURL);
  const current = await (await request.get(url(`/api/products/${id}`))).json();
  const response = await request.put(url(`/api/products/${id}`), {
    headers,
    data: { ...current, title },
  });
  expect(response.status(), await response.text()).toBe(200);
  // Signed out again, so the page requests of the test stay anonymous.
  await request.post(url("/api/admin/logout"), { headers });
  return title;
}
