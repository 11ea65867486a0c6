import { expect, test } from "@playwright/test";
import { signInApi } from "./admin-api.ts";
import { startSite, type SiteInstance } from "../admin/site-instance.ts";

/** Issue 15: with a WhatsApp number set, product and service pages offer a prefilled chat. */
let site: SiteInstance;
test.beforeAll(async () => {
  site = await startSite();
});
test.afterAll(async () => {
  await site?.stop();
});

test("no number, no link; once the owner sets one, category and service pages prefill the chat", async ({
  browser,
  playwright,
}) => {
  const api = await playwright.request.newContext({ baseURL: site.url });
  const before = await (await api.get("/products/prod-001")).text();
  expect(before).not.toContain("wa.me");

  const headers = await signInApi(api);
  const doc = await (await api.get("/api/admin/site")).json();
  doc.content.company.whatsapp = "+91 98250 11111";
  expect((await api.put("/api/admin/site", { headers, data: doc })).status()).toBe(200);
  const category = await (await api.get("/api/products/prod-001")).json();

  // Without scripts too: the link is in the server's HTML.
  const context = await browser.newContext({ baseURL: site.url, javaScriptEnabled: false });
  const page = await context.newPage();
  for (const [path, topic] of [
    ["/products/prod-001", category.title as string],
    ["/services/installation", "Installation"],
  ] as const) {
    await page.goto(path);
    const link = page.getByRole("link", { name: "Chat on WhatsApp" });
    await expect(link).toHaveCount(1);
    const href = new URL((await link.getAttribute("href"))!);
    expect(href.origin + href.pathname).toBe("https://wa.me/919825011111");
    expect(href.searchParams.get("text")).toContain(topic);
    expect(await link.getAttribute("rel")).toContain("noopener");
  }
  await context.close();
});
