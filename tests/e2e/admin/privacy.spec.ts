import { expect, test } from "@playwright/test";
import { openSignedIn, signIn, unique } from "./support.ts";

/** The owner's Privacy requests screen (docs/decisions/090). */
test.describe("privacy requests", () => {
  test("the owner finds everything held about a person, exports it and erases it", async ({
    page,
    baseURL,
  }) => {
    const tag = unique("erase").replace(/\s+/g, "-").toLowerCase();
    const email = `${tag}@buyer-firm.example`;
    await signIn(page, baseURL!);
    const api = page.context().request;
    const token = (await api.storageState()).cookies.find((c) => c.name === "XSRF-TOKEN")?.value;
    const contact = await api.post(`${baseURL}/api/contacts`, {
      headers: { "X-XSRF-TOKEN": token ?? "" },
      data: {
        name: "Kavita Rao",
        email,
        phone: "+91 99099 12345",
        subject: "Pump spares",
        message: "Please quote for mechanical seals for two pumps.",
      },
    });
    expect(contact.status()).toBe(201);

    // The request as it arrived, then the search it leads to.
    await page.goto("/admin/privacy");
    await page.getByRole("button", { name: "Record a request" }).click();
    const form = page.getByRole("dialog", { name: "Record a request" });
    await form.getByLabel("Their e-mail address").fill(email);
    await form.getByLabel("Note (how it arrived, what exactly they asked)").fill("E-mail of today");
    await form.getByRole("button", { name: "Save request" }).click();
    const open = page.getByRole("region", { name: "Open requests" });
    const request = open.getByRole("listitem").filter({ hasText: email });
    await expect(request).toContainText("Waiting today");
    await request.getByRole("link", { name: "Find their data" }).click();

    const held = page.getByRole("region", { name: `What is held about ${email}` });
    await expect(held.getByText("Contact submissions")).toBeVisible();
    await held.getByText("Contact submissions").click();
    await expect(
      held.getByText("Please quote for mechanical seals for two pumps.", { exact: true }),
    ).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: "test-results/privacy-requests-1280.png", fullPage: true });
    await page.setViewportSize({ width: 375, height: 800 });
    await page.screenshot({ path: "test-results/privacy-requests-375.png", fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });

    const download = page.waitForEvent("download");
    await held.getByRole("button", { name: "Export JSON" }).click();
    const exported = JSON.parse(
      await (await download).createReadStream().then(async (stream) => {
        const chunks: Buffer[] = [];
        for await (const chunk of stream) chunks.push(Buffer.from(chunk));
        return Buffer.concat(chunks).toString();
      }),
    );
    expect(exported.counts.contacts).toBe(1);

    await held.getByRole("button", { name: "Erase everything" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Erase everything about this person?" });
    await confirm.screenshot({ path: "test-results/privacy-erase-confirm-1280.png" });
    await confirm.getByRole("button", { name: "Erase", exact: true }).click();
    await expect(page.getByText("Personal data erased")).toBeVisible();
    await expect(page.getByText("Nothing is held about this person.")).toBeVisible();
    const closed = page.getByRole("region", { name: "Closed requests" });
    await expect(closed.getByRole("listitem").first()).toContainText(
      /Erased: .*Contact submissions 1/,
    );
    await expect(open.getByText(email)).toHaveCount(0);

    const leads = await api.get(`${baseURL}/api/admin/leads?q=${encodeURIComponent(tag)}`);
    expect(await leads.json()).toEqual([]);
  });

  test("the retention screen previews a run and saves the periods", async ({ page, baseURL }) => {
    await openSignedIn(page, baseURL!, "/admin/privacy/retention");
    await expect(page.getByLabel("Spam submissions")).toHaveValue("30");
    await expect(
      page.getByRole("heading", { name: "Dry run: a run now would remove" }),
    ).toBeVisible();
    await page.getByRole("button", { name: "Preview these periods" }).click();
    await page.screenshot({ path: "test-results/privacy-retention-1280.png", fullPage: true });
    await page.setViewportSize({ width: 375, height: 800 });
    await page.screenshot({ path: "test-results/privacy-retention-375.png", fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByLabel("Spam submissions").fill("0");
    await page.getByRole("button", { name: "Save periods" }).click();
    await expect(page.getByText("Spam (days) must be at least 1")).toBeVisible();
    await page.getByLabel("Spam submissions").fill("45");
    await page.getByRole("button", { name: "Save periods" }).click();
    await expect(page.getByText("Retention periods saved")).toBeVisible();
    await page.goto("/privacy");
    await expect(page.getByText("45 days", { exact: true })).toBeVisible();
    // Back to the default, for the other tests on this server.
    await page.goto("/admin/privacy/retention");
    await page.getByLabel("Spam submissions").fill("30");
    await page.getByRole("button", { name: "Save periods" }).click();
    await expect(page.getByText("Retention periods saved")).toBeVisible();
  });
});
