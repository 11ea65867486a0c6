import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { signInApi } from "./admin-api.ts";
import { startSite, type SiteInstance } from "../admin/site-instance.ts";
import { pageWithoutScripts } from "./page-support.ts";

/**
 * With a WhatsApp number set, the contact page, the footer of every page, and the product and
 * service pages link to a chat (the latter prefilled); without one, no link (docs/product.md).
 */
let site: SiteInstance;
test.beforeAll(async () => {
  site = await startSite();
});
test.afterAll(async () => {
  await site?.stop();
});

const PAGES = ["/contact", "/products/prod-001", "/services/installation", "/"];
const CHAT = "https://wa.me/919825011111";

async function setWhatsApp(api: APIRequestContext, headers: Record<string, string>, to: string) {
  const doc = await (await api.get("/api/admin/site")).json();
  doc.content.company.whatsapp = to;
  expect((await api.put("/api/admin/site", { headers, data: doc })).status()).toBe(200);
}

async function expectChatLink(page: Page, scope: "main" | "contentinfo", name: RegExp | string) {
  const link = page
    .getByRole(scope === "main" ? "main" : "contentinfo")
    .getByRole("link", { name });
  await expect(link).toHaveCount(1);
  const href = new URL((await link.getAttribute("href"))!);
  expect(href.origin + href.pathname).toBe(CHAT);
  expect(await link.getAttribute("rel")).toContain("noopener");
  return href;
}

test("no number, no link; once the owner sets one, the contact page, the footer, category and service pages link to the chat", async ({
  browser,
  playwright,
}) => {
  const visitor = await playwright.request.newContext({ baseURL: site.url });
  const noChat = async () => {
    for (const path of PAGES) expect(await (await visitor.get(path)).text()).not.toContain("wa.me");
  };
  await noChat();

  const api = await playwright.request.newContext({ baseURL: site.url });

  const headers = await signInApi(api);
  await setWhatsApp(api, headers, "+91 98250 11111");
  const category = await (await api.get("/api/products/prod-001")).json();

  // Without scripts too: the links are in the server's HTML.
  const page = await pageWithoutScripts(browser, { baseURL: site.url });
  for (const [path, topic] of [
    ["/products/prod-001", category.title as string],
    ["/services/installation", "Installation"],
  ] as const) {
    await page.goto(path);
    const href = await expectChatLink(page, "main", "Chat on WhatsApp");
    expect(href.searchParams.get("text")).toContain(topic);
    await expectChatLink(page, "contentinfo", /^WhatsApp \+91 98250 11111/);
  }
  await page.goto("/contact");
  const contact = page.getByRole("list", { name: "Contact details" });
  await expect(contact.getByRole("heading", { name: "WhatsApp" })).toBeVisible();
  await expectChatLink(page, "main", "+91 98250 11111 on WhatsApp (opens in a new tab)");
  await expectChatLink(page, "contentinfo", /^WhatsApp \+91 98250 11111/);
  await page.goto("/");
  await expectChatLink(page, "contentinfo", /^WhatsApp \+91 98250 11111/);

  // Cleared again: every link goes.
  await setWhatsApp(api, headers, "");
  await noChat();
  await page.context().close();
  await Promise.all([api.dispose(), visitor.dispose()]);
});
