import { expect, test, type Browser, type Page } from "@playwright/test";
import { E2E_ADMIN } from "../../../playwright.config.ts";
import { mailedSite, newPageAt } from "./site-instance.ts";

/**
 * The team features end to end, on a server of its own with a mail sink: the e-mailed links are
 * followed exactly as a person would follow them.
 */
const mailed = mailedSite("file");
/** A page of its own on this file's server. */
const newPage = (browser: Browser) => newPageAt(browser, mailed().site);

async function linkMailedTo(address: string, path: "invite" | "reset-password") {
  const { sink } = mailed();
  const pattern = new RegExp(`https?://[^\\s"]+(/admin/${path}/[\\w-]+)`);
  await expect
    .poll(
      () =>
        sink.messages.filter((m) => m.envelopeTo.includes(address) && pattern.test(m.text)).length,
      {
        timeout: 15_000,
      },
    )
    .toBeGreaterThan(0);
  const messages = sink.messages.filter(
    (m) => m.envelopeTo.includes(address) && pattern.test(m.text),
  );
  return pattern.exec(messages.at(-1)!.text)![1]!;
}

async function signInAs(page: Page, email: string, password: string) {
  await page.goto("/admin/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/admin\/?$/);
}

test("the owner invites a sales engineer, who accepts, works the inboxes and is kept out of the rest", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const owner = await newPage(browser);
  await signInAs(owner, E2E_ADMIN.email, E2E_ADMIN.password);
  await owner.getByRole("link", { name: "Team" }).click();
  await owner.getByLabel("Email", { exact: true }).fill("sales.engineer@example.com");
  await owner.getByLabel("Role", { exact: true }).selectOption("sales");
  await owner.getByRole("button", { name: "Send invitation" }).click();
  await expect(owner.getByRole("status")).toHaveText(
    "Invitation sent to sales.engineer@example.com.",
  );
  await expect(
    owner
      .getByRole("region", { name: "Pending invitations" })
      .or(owner.locator("section", { hasText: "Pending invitations" })),
  ).toContainText("sales.engineer@example.com");

  const link = await linkMailedTo("sales.engineer@example.com", "invite");
  const sales = await newPage(browser);
  await sales.goto(link);
  await expect(sales.getByRole("heading", { name: "Join the back office" })).toBeVisible();
  await sales.getByLabel("Your name").fill("Sam Sales");
  await sales.getByLabel("Password").fill("password1234");
  await sales.getByRole("button", { name: "Create account" }).click();
  await expect(sales.getByText("This password is too common; choose another")).toBeVisible();
  await sales.getByLabel("Password").fill("a long sales pass phrase");
  await sales.getByRole("button", { name: "Create account" }).click();
  await expect(sales).toHaveURL(/\/admin\/?$/);

  const nav = sales.getByRole("navigation", { name: "Admin Dashboard" });
  await expect(nav.getByRole("link", { name: "Product Inquiries" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Add Product" })).toHaveCount(0);
  await expect(sales.getByRole("link", { name: "Team" })).toHaveCount(0);
  await expect(sales.getByRole("link", { name: "Audit log" })).toHaveCount(0);
  await nav.getByRole("link", { name: "Product Inquiries" }).click();
  await expect(
    sales.getByRole("heading", { level: 1, name: "Inquiries Management" }),
  ).toBeVisible();

  for (const path of [
    "/admin/products/edit/prod-001",
    "/admin/products/new",
    "/admin/team",
    "/admin/audit",
  ]) {
    await sales.goto(path);
    await expect(sales.getByRole("heading", { name: "Not allowed" })).toBeVisible();
  }
  const put = await sales.evaluate(async () => {
    const token = document.cookie.match(/XSRF-TOKEN=([^;]+)/)?.[1] ?? "";
    const response = await fetch("/api/products/prod-001", {
      method: "PUT",
      headers: { "Content-Type": "application/json", "X-XSRF-TOKEN": decodeURIComponent(token) },
      body: JSON.stringify({ title: "x", category: "x", imageUrl: "/x.jpg", description: "" }),
    });
    return response.status;
  });
  expect(put).toBe(403);

  // The owner sees the new member and what they did.
  await owner.goto("/admin/audit?kind=invitation");
  await expect(owner.getByRole("cell", { name: "invitation.accept" })).toBeVisible();
  const download = owner.waitForEvent("download");
  await owner.getByRole("link", { name: "Export CSV" }).click();
  expect((await download).suggestedFilename()).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.csv$/);
  await sales.context().close();
  await owner.context().close();
});

test("forgot password works from the e-mailed link once; the old password stops working", async ({
  browser,
}) => {
  test.setTimeout(60_000);
  const page = await newPage(browser);
  await page.goto("/admin/login");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page).toHaveURL(/\/admin\/forgot-password$/);
  await page.waitForLoadState("networkidle");
  await page.getByLabel("Email").fill("sales.engineer@example.com");
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByRole("status")).toContainText("If this address has an account", {
    timeout: 15_000,
  });

  const link = await linkMailedTo("sales.engineer@example.com", "reset-password");
  await page.goto(link);
  await page.getByLabel("New password").fill("a fresh reset pass phrase");
  await page.getByRole("button", { name: "Set password" }).click();
  await expect(page.getByRole("heading", { name: "Password changed" })).toBeVisible();

  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Link not valid" })).toBeVisible();

  await page.goto("/admin/login");
  await page.getByLabel("Email").fill("sales.engineer@example.com");
  await page.getByLabel("Password").fill("a long sales pass phrase");
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByText("Invalid email or password").first()).toBeVisible();
  await signInAs(page, "sales.engineer@example.com", "a fresh reset pass phrase");
  await page.context().close();
});
