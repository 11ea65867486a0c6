import { expect, test, type Page } from "@playwright/test";
import { openSignedIn, signInWithForm, toast, unique, visitorApi } from "./support.ts";

type Visitor = Awaited<ReturnType<typeof visitorApi>>;

/**
 * The notification e-mails link to `/admin/inquiries?id=…`,
 * `/admin/service-inquiries?id=…` and `/admin/contacts?id=…`
 * (app/domain/notifications/compose.ts `adminItemUrl`).
 */
const INBOXES = [
  {
    label: "product inquiry",
    path: "/admin/inquiries",
    resource: "inquiries",
    heading: "Inquiries Management",
    create: (visitor: Visitor, name: string) =>
      visitor.productInquiry({ name, productId: "prod-004" }),
  },
  {
    label: "service inquiry",
    path: "/admin/service-inquiries",
    resource: "service-inquiries",
    heading: "Service Inquiries Management",
    create: (visitor: Visitor, name: string) => visitor.serviceInquiry({ name }),
  },
  {
    label: "contact message",
    path: "/admin/contacts",
    resource: "contacts",
    heading: "Contact Form Submissions",
    create: (visitor: Visitor, name: string) => visitor.contact({ name }),
  },
] as const;

/** The stored status, read through the API with the page's session. */
async function statusOf(page: Page, resource: string, name: string) {
  const response = await page.request.get(`/api/${resource}?q=${encodeURIComponent(name)}`);
  const items = (await response.json()) as Array<{ status: string }>;
  return items[0]?.status;
}

test.describe("links to one inbox item (?id=)", () => {
  let visitor: Visitor;
  test.beforeEach(async ({ baseURL }) => {
    visitor = await visitorApi(baseURL!);
  });
  test.afterEach(async () => visitor.dispose());

  for (const inbox of INBOXES) {
    test(`${inbox.path}?id= opens a new ${inbox.label}, marks it read, and closing drops the id`, async ({
      page,
      baseURL,
    }) => {
      const name = unique("Linked");
      const created = await inbox.create(visitor, name);
      await openSignedIn(page, baseURL!, `${inbox.path}?id=${encodeURIComponent(created.id)}`);
      // Not by role: once the dialog opens, Radix hides the page behind it from the
      // accessibility tree, and the dialog may open before this line runs.
      await expect(page.locator("h1")).toHaveText(inbox.heading);
      const dialog = page.getByRole("dialog");
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(name);
      await expect(dialog.getByText("Read", { exact: true })).toBeVisible();
      await expect.poll(() => statusOf(page, inbox.resource, name)).toBe("read");

      await dialog.getByRole("button", { name: "Close" }).first().click();
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(inbox.path);
      // The list was reloaded, as after a click on the row.
      const row = page.getByRole("row", { name: new RegExp(name) });
      await expect(row.getByText("Read", { exact: true })).toBeVisible();
      await page.reload();
      await expect(row).toBeVisible();
      await expect(page.getByRole("dialog")).toHaveCount(0);
    });
  }

  test("opens an item that is not on the page shown, keeps the other parameters, and leaves a replied item replied", async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(60_000);
    const name = unique("Far Back");
    const target = await visitor.contact({ name });
    // More newer messages than one page holds (25): the target is not on page 1.
    const filler = unique("Filler");
    for (let i = 0; i < 26; i += 1) await visitor.contact({ name: `${filler} ${i}` });
    await openSignedIn(page, baseURL!, `/admin/contacts?id=${target.id}`);
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(name);
    await expect(dialog.getByText("Read", { exact: true })).toBeVisible();
    await expect.poll(() => statusOf(page, "contacts", name)).toBe("read");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL("/admin/contacts");
    await expect(page.getByRole("row", { name: new RegExp(`${filler} 25`) })).toBeVisible();
    await expect(page.getByRole("row", { name: new RegExp(name) })).toHaveCount(0);

    // With a search that hides it: the search stays when the viewer closes after 'Mark as Replied'.
    const search = `/admin/contacts?q=${encodeURIComponent(filler).replace(/%20/g, "+")}`;
    await page.goto(`${search}&id=${target.id}`);
    await expect(dialog).toContainText(name);
    await dialog.getByRole("button", { name: "Mark as Replied" }).click();
    await expect(toast(page, "Marked as replied")).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(search);
    expect(await statusOf(page, "contacts", name)).toBe("replied");

    // Opening a replied item changes nothing.
    await page.goto(`/admin/contacts?id=${target.id}`);
    await expect(dialog.getByText("Replied", { exact: true })).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Mark as Replied" })).toHaveCount(0);
    await page.waitForLoadState("networkidle");
    expect(await statusOf(page, "contacts", name)).toBe("replied");
  });

  test("an unknown id just shows the list", async ({ page, baseURL }) => {
    await visitor.productInquiry();
    await openSignedIn(page, baseURL!, "/admin/inquiries?id=no-such-inquiry");
    await expect(
      page.getByRole("heading", { level: 1, name: "Inquiries Management" }),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: /^View inquiry from / }).first()).toBeVisible();
    await page.waitForLoadState("networkidle");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(
      page.getByRole("region", { name: /Notifications/ }).getByRole("listitem"),
    ).toHaveCount(0);
  });

  test("a signed-out administrator signs in and lands on the item", async ({ page }) => {
    const name = unique("After Login");
    const created = await visitor.serviceInquiry({ name });
    const target = `/admin/service-inquiries?id=${created.id}`;

    await page.goto(target);
    await expect(page).toHaveURL(`/admin/login?redirectTo=${encodeURIComponent(target)}`);
    await signInWithForm(page);
    await expect(page).toHaveURL(target);
    const dialog = page.getByRole("dialog");
    await expect(dialog).toContainText(name);
    await expect(dialog.getByText("Read", { exact: true })).toBeVisible();
    await expect.poll(() => statusOf(page, "service-inquiries", name)).toBe("read");
  });
});
