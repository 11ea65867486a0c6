import { expect, test, type Page } from "@playwright/test";
import { company } from "../../app/content/company";

test("the home page arrives as server-rendered HTML with the brand name", async ({ request }) => {
  const response = await request.get("/");
  expect(response.status()).toBe(200);
  const html = await response.text();
  // The markup is there before any script runs: the brand name is in the body, not injected later.
  const body = html.slice(html.indexOf("<body"));
  expect(body).toContain(company.name.replace(/&/g, "&amp;"));
  expect(body).toMatch(/<h1[\s>]/);
});

/** Console errors and uncaught exceptions on the page from now on. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

test("the home page runs its top bar without React and without console errors", async ({
  page,
}) => {
  const errors = consoleErrors(page);
  await page.goto("/");
  // It hydrates only when a picture fails (docs/decisions/098).
  await expect(page.locator("header[data-navbar]")).toHaveAttribute("data-enhanced", "");
  await page.waitForLoadState("networkidle");
  // The home page loads nothing external.
  expect(errors).toEqual([]);
});

test("a public page hydrates without console errors", async ({ page }) => {
  const errors = consoleErrors(page);
  await page.goto("/services");
  await page.waitForFunction(
    () =>
      (window as unknown as { __reactRouterDataRouter?: { state: { initialized: boolean } } })
        .__reactRouterDataRouter?.state.initialized === true,
  );
  await page.waitForLoadState("networkidle");
  expect(errors).toEqual([]);
});

test("the health check reports the database as reachable", async ({ request }) => {
  const response = await request.get("/healthz");
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ status: "ok" });
});

test("scripts come Brotli-compressed from the build, cached for a year", async ({ request }) => {
  const html = await (await request.get("/services")).text();
  // The React chunk (scripts/vite-site-chunks.ts): the largest script on every page.
  const script = /\/assets\/react-[\w-]+\.js/.exec(html)?.[0];
  expect(script, "the page links the React chunk").toBeTruthy();
  const brotli = await request.get(script!, { headers: { "Accept-Encoding": "br, gzip" } });
  expect(brotli.status()).toBe(200);
  expect(brotli.headers()["content-encoding"]).toBe("br");
  expect(brotli.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(brotli.headers()["vary"]).toMatch(/Accept-Encoding/);
  expect(await brotli.text()).toContain("hydrateRoot");
  const plain = await request.get(script!, { headers: { "Accept-Encoding": "identity" } });
  expect(plain.headers()["content-encoding"]).toBeUndefined();
});

test("pages refuse methods and bodies their forms never send, with 405 and 415 instead of 500", async ({
  request,
}) => {
  const put = await request.put("/contact", { form: { name: "Neha" } });
  expect(put.status()).toBe(405);
  expect(put.headers()["allow"]).toBe("GET, HEAD, POST");
  const json = await request.post("/contact", { data: { name: "Neha" } });
  expect(json.status()).toBe(415);
  const noAction = await request.post("/about", { form: { name: "Neha" } });
  expect(noAction.status()).toBeLessThan(500);
  const huge = await request.post("/contact", { form: { message: "a".repeat(100_000) } });
  expect(huge.status()).toBe(413);
});
