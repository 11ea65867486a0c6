import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import { signIn, toast, unique, visitorApi } from "./support.ts";

type Visitor = Awaited<ReturnType<typeof visitorApi>>;

interface Inbox {
  label: string;
  path: string;
  resource: string;
  heading: string;
  searchName: string;
  placeholder: string;
  noun: string;
  emptyText: string;
  deletedToast: string;
  create: (visitor: Visitor, name: string, extra?: Record<string, string>) => Promise<unknown>;
  /** The field whose text a visitor typed freely, and its CSV header. */
  freeText: { field: string; header: string };
  /** Texts the detail dialog shows for a record made by `create`. */
  dialogTexts: string[];
}

const INBOXES: Inbox[] = [
  {
    label: "product inquiries",
    path: "/admin/inquiries",
    resource: "inquiries",
    heading: "Inquiries Management",
    searchName: "Search inquiries",
    placeholder: "Search inquiries...",
    noun: "inquiry",
    emptyText: "No inquiries found",
    deletedToast: "Inquiry deleted",
    create: (visitor, name, extra) =>
      visitor.productInquiry({
        name,
        productId: "prod-001",
        subproductName: "Geared Motors",
        ...extra,
      }),
    freeText: { field: "productRequirement", header: "Requirement" },
    dialogTexts: [
      "Inquiry about Motors & Power Transmission: Geared Motors",
      "Related product:",
      "Motors & Power Transmission",
      "Geared Motors",
      "Phone:",
      "+91 98250 12345",
    ],
  },
  {
    label: "service inquiries",
    path: "/admin/service-inquiries",
    resource: "service-inquiries",
    heading: "Service Inquiries Management",
    searchName: "Search service inquiries",
    placeholder: "Search inquiries...",
    noun: "inquiry",
    emptyText: "No inquiries found",
    deletedToast: "Inquiry deleted",
    create: (visitor, name, extra) => visitor.serviceInquiry({ name, ...extra }),
    freeText: { field: "serviceDetails", header: "Service Requirements" },
    dialogTexts: [
      "Maintenance",
      "Service Requirements:",
      "Annual maintenance contract",
      "Additional Message:",
      "Company: Joshi Textiles",
    ],
  },
  {
    label: "contact messages",
    path: "/admin/contacts",
    resource: "contacts",
    heading: "Contact Form Submissions",
    searchName: "Search submissions",
    placeholder: "Search submissions...",
    noun: "contact submission",
    emptyText: "No contact submissions found",
    deletedToast: "Submission deleted",
    create: (visitor, name, extra) => visitor.contact({ name, ...extra }),
    freeText: { field: "message", header: "Message" },
    dialogTexts: [
      "Distribution partnership",
      "Subject:",
      "Message:",
      "We would like to discuss a distribution partnership.",
    ],
  },
  {
    label: "quote requests",
    path: "/admin/quote-requests",
    resource: "quote-requests",
    heading: "Quote Requests",
    searchName: "Search quote requests",
    placeholder: "Search quote requests...",
    noun: "quote request",
    emptyText: "No quote requests found",
    deletedToast: "Quote request deleted",
    create: (visitor, name, extra) => visitor.quoteRequest({ name, ...extra }),
    freeText: { field: "message", header: "Message" },
    dialogTexts: [
      "Reference:",
      "Desai Chemicals Pvt Ltd",
      "Centrifugal Pumps",
      "2 Set",
      "SS316 wetted parts, please.",
    ],
  },
];

async function search(page: Page, inbox: Inbox, term: string) {
  const box = page.getByRole("searchbox", { name: inbox.searchName });
  await box.fill(term);
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(term).replace(/%20/g, "\\+")}`));
}

const statusOf = async (page: Page, inbox: Inbox, name: string) => {
  const items = (await (
    await page.request.get(`/api/${inbox.resource}?q=${encodeURIComponent(name)}`)
  ).json()) as Array<{ status: string }>;
  return items[0]?.status;
};

for (const inbox of INBOXES) {
  test.describe(`the ${inbox.label} inbox`, () => {
    let visitor: Visitor;
    test.beforeEach(async ({ page, baseURL }) => {
      visitor = await visitorApi(baseURL!);
      await signIn(page, baseURL!);
    });
    test.afterEach(async () => visitor.dispose());

    test("shows a submission as 'New'; opening makes it 'Read'; 'Mark as Replied' makes it 'Replied'", async ({
      page,
    }) => {
      const name = unique("Visitor");
      await inbox.create(visitor, name);
      await page.goto(inbox.path);
      await expect(page.getByRole("heading", { level: 1, name: inbox.heading })).toBeVisible();
      await expect(page.getByRole("searchbox", { name: inbox.searchName })).toHaveAttribute(
        "placeholder",
        inbox.placeholder,
      );
      await search(page, inbox, name);
      const row = page.getByRole("row", { name: new RegExp(name) });
      await expect(row.getByText("New", { exact: true })).toBeVisible();

      await row.getByRole("button", { name: `View ${inbox.noun} from ${name}` }).click();
      const dialog = page.getByRole("dialog");
      for (const text of inbox.dialogTexts)
        await expect(dialog.getByText(text, { exact: false }).first()).toBeVisible();
      await expect(dialog.getByText("Read", { exact: true })).toBeVisible();
      await expect(dialog.getByRole("link", { name: "Reply by e-mail" })).toHaveAttribute(
        "href",
        /^mailto:.+\?subject=Re%3A%20/,
      );
      await expect.poll(() => statusOf(page, inbox, name)).toBe("read");
      await dialog.getByRole("button", { name: "Close" }).first().click();
      await expect(row.getByText("Read", { exact: true })).toBeVisible();

      await row.getByRole("button", { name: `View ${inbox.noun} from ${name}` }).click();
      await dialog.getByRole("button", { name: "Mark as Replied" }).click();
      await expect(toast(page, "Marked as replied")).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(row.getByText("Replied", { exact: true })).toBeVisible();
      expect(await statusOf(page, inbox, name)).toBe("replied");

      await row.getByRole("button", { name: `View ${inbox.noun} from ${name}` }).click();
      await expect(dialog.getByText("Replied", { exact: true })).toBeVisible();
      await expect(dialog.getByRole("button", { name: "Mark as Replied" })).toHaveCount(0);
    });

    test("searches, filters by status, and keeps spam out of the default view", async ({
      page,
    }) => {
      const tag = unique("Filter");
      await inbox.create(visitor, `${tag} One`);
      await inbox.create(visitor, `${tag} Spammer`, { company_website: "http://spam.example" });
      await page.goto(inbox.path);
      await search(page, inbox, tag);
      await expect(page.getByRole("row", { name: new RegExp(`${tag} One`) })).toBeVisible();
      await expect(page.getByRole("row", { name: new RegExp(`${tag} Spammer`) })).toHaveCount(0);

      const status = page.getByRole("combobox", { name: "Status" });
      await status.selectOption({ label: "Replied" });
      await expect(page).toHaveURL(/status=replied/);
      await expect(page.getByText(inbox.emptyText)).toBeVisible();

      await status.selectOption({ label: "Spam" });
      const spamRow = page.getByRole("row", { name: new RegExp(`${tag} Spammer`) });
      await expect(spamRow.getByText("Spam", { exact: true })).toBeVisible();
      await page.reload();
      await expect(spamRow).toBeVisible();
      await spamRow
        .getByRole("button", { name: `Restore ${inbox.noun} from ${tag} Spammer` })
        .click();
      await expect(toast(page, "Restored")).toBeVisible();
      await expect(page.getByText(inbox.emptyText)).toBeVisible();

      await status.selectOption({ label: "New" });
      await expect(page.getByRole("row", { name: new RegExp(tag) })).toHaveCount(2);
      await search(page, inbox, `${tag} no-such-text`);
      await expect(page.getByText(inbox.emptyText)).toBeVisible();
    });

    test("returns focus to the row's View button when the detail dialog closes", async ({
      page,
    }) => {
      const name = unique("Focus");
      await inbox.create(visitor, name);
      await page.goto(`${inbox.path}?q=${encodeURIComponent(name)}`);
      const row = page.getByRole("row", { name: new RegExp(name) });
      const view = row.getByRole("button", { name: `View ${inbox.noun} from ${name}` });
      await view.click();
      await expect(page.getByRole("dialog")).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(page.getByRole("dialog")).toHaveCount(0);
      await expect(view).toBeFocused();
    });

    test("deletes a submission only after confirmation", async ({ page }) => {
      const name = unique("Delete Me");
      await inbox.create(visitor, name);
      await page.goto(`${inbox.path}?q=${encodeURIComponent(name)}`);
      const row = page.getByRole("row", { name: new RegExp(name) });
      await row.getByRole("button", { name: `Delete ${inbox.noun} from ${name}` }).click();
      const dialog = page.getByRole("alertdialog", {
        name: `Are you sure you want to delete this ${inbox.noun}?`,
      });
      await expect(dialog).toContainText("This action cannot be undone.");
      await dialog.getByRole("button", { name: "Cancel" }).click();
      await expect(row).toBeVisible();
      // Focus goes back to the button that opened the confirmation (WCAG 2.4.3).
      await expect(
        row.getByRole("button", { name: `Delete ${inbox.noun} from ${name}` }),
      ).toBeFocused();

      await row.getByRole("button", { name: `Delete ${inbox.noun} from ${name}` }).click();
      await dialog.getByRole("button", { name: "Delete" }).click();
      await expect(toast(page, inbox.deletedToast)).toBeVisible();
      await expect(page.getByText(inbox.emptyText)).toBeVisible();
      expect(await statusOf(page, inbox, name)).toBeUndefined();
    });

    test("exports the filtered list as spreadsheet-safe CSV", async ({ page }) => {
      const tag = unique("Export");
      await inbox.create(visitor, `${tag} Alpha`, {
        [inbox.freeText.field]: '=HYPERLINK("http://evil.example") please call',
      });
      await inbox.create(visitor, `${tag} Beta`);
      await inbox.create(visitor, unique("Someone Else"));
      await page.goto(`${inbox.path}?q=${encodeURIComponent(tag)}`);
      const download = page.waitForEvent("download");
      await page.getByRole("button", { name: "Export CSV" }).click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(
        new RegExp(`^${inbox.resource}-\\d{4}-\\d{2}-\\d{2}\\.csv$`),
      );
      const csv = (await readFile((await file.path())!, "utf8")).replace(/^\uFEFF/, "");
      const lines = csv.trimEnd().split("\r\n");
      expect(lines[0]).toContain(inbox.freeText.header);
      expect(lines).toHaveLength(3);
      expect(csv).toContain(`${tag} Alpha`);
      expect(csv).toContain(`${tag} Beta`);
      expect(csv).not.toContain("Someone Else");
      expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"") please call"`);
    });
  });
}
