import { expect, test, type Page } from "@playwright/test";
import { describeSignedIn, toast, unique, asVisitor } from "./support.ts";
import { expectAccessible } from "../support/axe.ts";

/** Screenshots to look at (the lead workspace's "Done when"); they assert nothing themselves. */
const SHOTS = process.env.LEADS_SCREENSHOTS;
async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

describeSignedIn("the lead workspace", () => {
  test("finds a lead, notes, stages, follows up and replies with a template", async ({
    page,
    baseURL,
  }) => {
    const name = unique("Asha Lead");
    await asVisitor(baseURL!, (visitor) =>
      visitor.productInquiry({ name, email: "asha.lead@example.com" }),
    );

    await page.goto("/admin/leads");
    await expect(page.getByRole("heading", { level: 1, name: "Leads" })).toBeVisible();
    await page.waitForLoadState("networkidle");
    await page.getByRole("searchbox", { name: "Search leads" }).fill(name);
    // The list follows the typing: wait for it, or its navigation would cancel the click's.
    await expect(page).toHaveURL(/[?&]q=/);
    await expect(page.getByRole("table").getByRole("row")).toHaveCount(2);
    await page.getByRole("link", { name }).first().click();
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    // The page's controls work once hydrated: a click before that would do nothing.
    await page.waitForLoadState("networkidle");

    await expect(page.getByRole("link", { name: "Call" })).toHaveAttribute(
      "href",
      "tel:+919825012345",
    );
    await expect(page.getByRole("link", { name: "WhatsApp" })).toHaveAttribute(
      "href",
      /^https:\/\/wa\.me\/919825012345\?text=Hello/,
    );
    await expect(page.getByRole("link", { name: "Reply by e-mail" })).toHaveAttribute(
      "href",
      /^mailto:asha\.lead@example\.com\?subject=/,
    );
    // Opening a new lead marks it read, and the opening is in the timeline.
    const timeline = page.getByRole("list", { name: "Timeline" });
    await expect(timeline.getByText(/^Opened by /)).toBeVisible();

    await page.getByLabel("New note").fill("Called: wants 20 units by March");
    await page.getByRole("button", { name: "Add note" }).click();
    await expect(toast(page, "Note added")).toBeVisible();
    await expect(page.getByText("Called: wants 20 units by March")).toBeVisible();

    await page.getByRole("button", { name: "Contacted", exact: true }).click();
    await expect(page.getByRole("button", { name: "Contacted", exact: true })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await page.getByRole("button", { name: "Lost", exact: true }).click();
    await page.getByLabel("Why was it lost?").fill("Chose a local supplier");
    await page.getByRole("button", { name: "Mark lost" }).click();
    await expect(page.getByText("Chose a local supplier").first()).toBeVisible();
    await page.getByRole("button", { name: "Quoted", exact: true }).click();
    await expect(page.getByRole("button", { name: "Quoted", exact: true })).toHaveAttribute(
      "aria-pressed",
      "true",
    );

    await page.getByLabel("Follow-up", { exact: true }).fill("2030-01-15T10:30");
    await page.getByRole("button", { name: "Set follow-up" }).click();
    await expect(toast(page, "Follow-up saved")).toBeVisible();
    await expect(timeline.getByText(/set a follow-up/)).toBeVisible();

    await page.getByLabel("Template").selectOption({ label: "Thank you, we will call" });
    await expect(page.getByRole("textbox", { name: "Message" })).toHaveValue(
      new RegExp(`^Dear ${name},`),
    );
    await expect(page.getByRole("textbox", { name: "Subject" })).not.toHaveValue(/\{product\}/);
    await page.getByRole("button", { name: "Send reply" }).click();
    await expect(toast(page, "Reply queued for sending")).toBeVisible();
    await expect(timeline.getByText(/replied: /)).toBeVisible();
    // Replied is an event of the timeline, not a second badge beside the stage.
    await expect(timeline.getByText(/changed the status from \w+ to replied/)).toBeVisible();
    await expect(timeline.getByText(/took the lead on/)).toBeVisible();
    await shot(page, "lead-page-1280");

    // On a phone: stage and follow-up first, then the message, notes, reply and history.
    await page.setViewportSize({ width: 375, height: 800 });
    const top = async (title: string) =>
      (await page.getByRole("region", { name: title, exact: true }).boundingBox())?.y ?? 0;
    const order = ["Stage", "Assignment and follow-up", "Inquiry", "Notes", "Reply", "Timeline"];
    const tops = [];
    for (const title of order) tops.push(await top(title));
    expect(tops).toEqual([...tops].sort((a, b) => a - b));
    await shot(page, "lead-page-375");
  });

  test("bulk-marks selected leads read and filters by kind", async ({ page, baseURL }) => {
    const tag = unique("Bulk");
    await asVisitor(baseURL!, async (visitor) => {
      await visitor.contact({ name: `${tag} one` });
      await visitor.serviceInquiry({ name: `${tag} two` });
    });
    await page.goto(`/admin/leads?q=${encodeURIComponent(tag)}`);
    await page.waitForLoadState("networkidle");
    const table = page.getByRole("table");
    await expect(table.getByRole("row")).toHaveCount(3);
    await page.getByRole("checkbox", { name: "Select all leads on this page" }).check();
    await expect(page.getByText("2 selected")).toBeVisible();
    await page.getByRole("button", { name: "Mark read" }).click();
    await expect(toast(page, "Marked read: 2 of 2 leads")).toBeVisible();
    await expect(table.getByText("Read", { exact: true })).toHaveCount(2);
    await page.getByLabel("Kind").selectOption({ label: "Service" });
    await expect(table.getByRole("row")).toHaveCount(2);
    await expectNoSidewaysScroll(page);
    await shot(page, "leads-1280");
  });

  test("the owner edits a reply template that the lead page then offers", async ({
    page,
    baseURL,
  }) => {
    const label = unique("Template");
    await page.goto("/admin/leads/templates");
    await page.waitForLoadState("networkidle");
    const groups = page.getByRole("group", { name: /^Template \d+$/ });
    await expect(groups.first()).toBeVisible();
    const count = (await groups.count()) + 1;
    await page.getByRole("button", { name: "Add template" }).click();
    await expect(groups).toHaveCount(count);
    await page.getByLabel(`Name of template ${count}`).fill(label);
    await page.getByLabel(`Subject of template ${count}`).fill("Visit about {product}");
    await page
      .getByLabel(`Message of template ${count}`)
      .fill("Dear {name}, may we visit on Monday?");
    await page.getByRole("button", { name: "Save templates" }).click();
    await expect(toast(page, "Templates saved")).toBeVisible();

    const name = unique("Templated");
    const lead = await asVisitor(baseURL!, (visitor) => visitor.contact({ name }));
    await page.goto(`/admin/leads/contacts/${lead.id}`);
    await page.waitForLoadState("networkidle");
    await page.getByLabel("Template").selectOption({ label });
    await expect(page.getByRole("textbox", { name: "Message" })).toHaveValue(
      `Dear ${name}, may we visit on Monday?`,
    );
  });

  test("the workspace's screens pass axe (WCAG 2.2 AA) at 1280 and 375 px", async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const lead = await asVisitor(baseURL!, (visitor) =>
      visitor.productInquiry({ name: unique("Axe") }),
    );
    const leadPage = `/admin/leads/inquiries/${lead.id}`;
    // At 1280 px the other screens have their check in accessibility.spec.ts.
    for (const [width, paths] of [
      [1280, [leadPage]],
      [375, ["/admin/leads", leadPage, "/admin/leads/templates", "/admin"]],
    ] as const) {
      await page.setViewportSize({ width, height: 800 });
      for (const path of paths) {
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await expectAccessible(page);
      }
    }
  });

  test("each spec inbox row links to its lead page", async ({ page, baseURL }) => {
    const name = unique("Linked");
    await asVisitor(baseURL!, (visitor) => visitor.contact({ name }));
    await page.goto(`/admin/contacts?q=${encodeURIComponent(name)}`);
    await page.getByRole("link", { name: `Open lead page of ${name}` }).click();
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  });

  test("the dashboard charts leads per day with a table and lists the work", async ({ page }) => {
    await page.goto("/admin");
    await page.waitForLoadState("networkidle");
    await expect(page.getByRole("heading", { name: "Leads per day" })).toBeVisible();
    await expect(page.getByRole("img", { name: /leads in the last 30 days/ })).toBeVisible();
    await page.getByRole("button", { name: "90 days" }).click();
    await expect(page.getByRole("img", { name: /leads in the last 90 days/ })).toBeVisible();
    await page.getByText("Show the numbers as a table").click();
    const chart = page.getByRole("region", { name: "Leads per day" });
    await expect(chart.getByRole("table").getByRole("row")).toHaveCount(91);
    for (const figure of [
      "Median time to first reply",
      "Won and lost by month",
      "Leads per service",
    ])
      await expect(page.getByRole("region", { name: figure })).toBeVisible();
    for (const title of ["Follow-ups due today", "Waiting for a first reply", "Latest leads"])
      await expect(page.getByRole("heading", { name: title })).toBeVisible();
    await expect(page.getByText("Product Inquiries").first()).toBeVisible();
    await shot(page, "dashboard-1280");
  });
});

describeSignedIn("the lead workspace on a 375 px phone", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("lists leads as cards with their actions on screen, and works a lead", async ({
    page,
    baseURL,
  }) => {
    const name = unique("Phone Lead");
    await asVisitor(baseURL!, (visitor) => visitor.serviceInquiry({ name }));
    await page.goto(`/admin/leads?q=${encodeURIComponent(name)}`);
    const cards = page.getByRole("list", { name: "Leads" });
    await expect(cards.getByRole("link", { name, exact: true })).toBeVisible();
    await expect(page.getByRole("table")).toBeHidden();
    await expect(cards.getByRole("link", { name: `Call ${name}` })).toBeInViewport();
    await expectNoSidewaysScroll(page);
    await shot(page, "leads-375");

    await cards.getByRole("link", { name, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await page.waitForLoadState("networkidle");
    await expect(page.getByRole("link", { name: "WhatsApp" })).toBeInViewport();
    await page.getByLabel("New note").fill("Site visit on Monday");
    await page.getByRole("button", { name: "Add note" }).click();
    await expect(page.getByText("Site visit on Monday")).toBeVisible();
    await expectNoSidewaysScroll(page);
    await shot(page, "lead-page-375");
    await page.goto("/admin");
    await expect(page.getByRole("heading", { name: "Leads per day" })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await shot(page, "dashboard-375");
  });
});
