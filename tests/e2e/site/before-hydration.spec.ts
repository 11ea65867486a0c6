import { expect, test, type Locator, type Page } from "@playwright/test";
import { adminList, unique } from "./admin-api.ts";
import { fillFields } from "./page-support.ts";

/*
 * What a visitor does in the moment between the page's paint and its scripts running is
 * taken over on hydration (docs/decisions/078-state-before-hydration.md). The page's scripts
 * are held back until the test has acted, and the navbar's hydration marker is checked to
 * be absent at that point, so every step below really happens before hydration.
 */

/**
 * Opens `path` with its script requests held until `release()`, as on a slow phone: however
 * long the visitor acts before the scripts arrive, what they did must be taken over. (A further
 * fixed wait after the release tested nothing more: every test waits for hydration at once.)
 */
async function openWithScriptsHeld(page: Page, path: string) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/assets/**/*.js", async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(path, { waitUntil: "domcontentloaded" });
  return release;
}

const navbar = (page: Page) => page.locator("header[data-navbar]");

async function expectNotHydrated(page: Page) {
  await expect(navbar(page)).not.toHaveAttribute("data-enhanced");
}

async function releaseAndHydrate(page: Page, release: () => void) {
  release();
  await expect(navbar(page)).toHaveAttribute("data-enhanced", "", { timeout: 15_000 });
}

/** Opens the contact page with its scripts held; returns the release and the form's region. */
async function openContactWithScriptsHeld(page: Page) {
  const release = await openWithScriptsHeld(page, "/contact");
  return { release, form: page.getByRole("region", { name: "Send Us a Message" }) };
}

/** Lets the held scripts run and returns the Logistics inquiry dialog, once it shows. */
async function logisticsDialogOnHydration(page: Page, release: () => void) {
  await releaseAndHydrate(page, release);
  const dialog = page.getByRole("dialog", { name: "Inquire about Logistics" });
  await expect(dialog).toBeVisible();
  return dialog;
}

function card(page: Page, title: string) {
  return page
    .getByRole("article")
    .filter({ has: page.getByRole("heading", { name: title, exact: true }) });
}

/** A complete message from the contact form, by its labels. */
const contactMessage = (name: string) => ({
  Name: name,
  Email: "meera.shah@example.com",
  Phone: "+91 98250 12345",
  Subject: "Quotation for a conveyor line",
  Message: "Please quote for a 40 m belt conveyor with installation at Halol.",
});

/** Sends the contact form and reads back what was stored under `name`. */
async function sendContact(page: Page, form: Locator, baseURL: string, name: string) {
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("heading", { name: "We have your message" })).toBeVisible();
  return (await adminList(baseURL, "/contacts")).find((c) => c.name === name);
}

async function expectFields(scope: Locator | Page, fields: Record<string, string>) {
  for (const [label, value] of Object.entries(fields)) {
    await expect(scope.getByLabel(label, { exact: true })).toHaveValue(value);
  }
}

/** Types into the fields while the scripts are held, lets them run, and checks each value stayed. */
async function typeBeforeHydration(
  page: Page,
  release: () => void,
  scope: Locator,
  fields: Record<string, string>,
) {
  await fillFields(scope, fields);
  await expectNotHydrated(page);

  await releaseAndHydrate(page, release);
  await expectFields(scope, fields);
}

for (const viewport of [
  { width: 375, height: 740 },
  { width: 1280, height: 800 },
]) {
  test.describe(`before hydration at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("a search typed before hydration stays and filters the grid", async ({ page }) => {
      const release = await openWithScriptsHeld(page, "/products");
      const search = page.getByRole("searchbox", { name: "Search products" });
      await search.pressSequentially("plumbing");
      await expectNotHydrated(page);
      expect(await page.getByRole("article").count()).toBeGreaterThan(1);

      await releaseAndHydrate(page, release);
      await expect(search).toHaveValue("plumbing");
      await expect(page.getByRole("article")).toHaveCount(1);
      await expect(card(page, "Pumps & Plumbing")).toBeVisible();
      await expect(page).toHaveURL(/\/products\?q=plumbing$/);

      // Still a live search: the next keystrokes filter as before.
      await search.fill("digital multimeters");
      await expect(page.getByRole("article")).toHaveCount(1);
      await expect(card(page, "Test Instruments")).toBeVisible();
    });

    test("a search cleared before hydration shows the whole catalogue", async ({ page }) => {
      const release = await openWithScriptsHeld(page, "/products?q=plumbing");
      const search = page.getByRole("searchbox", { name: "Search products" });
      await expect(page.getByRole("article")).toHaveCount(1);
      await search.fill("");
      await expectNotHydrated(page);

      await releaseAndHydrate(page, release);
      await expect(search).toHaveValue("");
      expect(await page.getByRole("article").count()).toBeGreaterThanOrEqual(11);
      await expect(page).toHaveURL(/\/products$/);
    });

    test("contact fields typed before hydration are kept and sent", async ({ page, baseURL }) => {
      const name = unique("Meera Shah");
      const fields = contactMessage(name);
      const { release, form } = await openContactWithScriptsHeld(page);
      await typeBeforeHydration(page, release, form, fields);
      const stored = await sendContact(page, form, baseURL!, name);
      expect(stored).toMatchObject({ email: fields.Email, subject: fields.Subject });
      expect(stored).toMatchObject({ message: fields.Message, phone: fields.Phone });
    });

    test("a contact form corrected before hydration, after a post without scripts, keeps the correction", async ({
      page,
      baseURL,
    }) => {
      const name = unique("Meera Shah");
      const { release, form } = await openContactWithScriptsHeld(page);
      await fillFields(form, { Name: name, Subject: "Quote", Message: "Too short" });
      // Sent before the scripts ran: the browser posts the form and the page comes back with
      // the messages and the kept values, its scripts still held.
      await form.getByRole("button", { name: "Send Message" }).click();
      await expect(page.getByText("Please check the form")).toBeVisible();
      await expectNotHydrated(page);
      const corrected = contactMessage(name);
      await typeBeforeHydration(page, release, form, corrected);
      const stored = await sendContact(page, form, baseURL!, name);
      expect(stored).toMatchObject({ message: corrected.Message, subject: corrected.Subject });
    });

    test("a product inquiry chosen and typed before hydration is kept and sent", async ({
      page,
      baseURL,
    }) => {
      const item = "Geared Motors";
      const name = unique("Nisha Patel");
      const fields = {
        Name: name,
        Email: "nisha.patel@example.com",
        Phone: "+91 98250 11223",
        "Product Requirement": "20 units of 2 HP helical geared motors, 40 rpm output.",
        "Additional Information (optional)": "Delivery to Savli GIDC",
      };
      const release = await openWithScriptsHeld(page, "/products/prod-001");
      // Before hydration an item is a submit button: the page comes back with the form in it.
      await page.getByRole("button", { name: `Inquire about ${item}` }).click();
      const section = page.getByRole("region", { name: `Inquire about ${item}` });
      await expect(section).toBeVisible();
      await typeBeforeHydration(page, release, section, fields);
      await section.getByRole("button", { name: "Send Inquiry" }).click();
      await expect(page.getByRole("heading", { name: "We have your inquiry" })).toBeVisible();
      const stored = (await adminList(baseURL!, "/inquiries")).find((i) => i.name === name);
      expect(stored).toMatchObject({
        productId: "prod-001",
        subproductName: item,
        productRequirement: fields["Product Requirement"],
        additionalInfo: fields["Additional Information (optional)"],
      });
    });

    test("'Inquire Now' pressed before hydration opens the inquiry once scripts run", async ({
      page,
      baseURL,
    }) => {
      const name = unique("Rakesh Desai");
      const release = await openWithScriptsHeld(page, "/services/logistics");
      await page.getByRole("link", { name: "Inquire Now" }).click();
      await expect(page).toHaveURL(/#service-inquiry$/);
      await expectNotHydrated(page);

      const dialog = await logisticsDialogOnHydration(page, release);
      await fillFields(dialog, {
        Name: name,
        Email: "rakesh.desai@example.com",
        Phone: "+91 98250 44556",
        "Service Requirements": "Two trucks a week from Vadodara to Pune, from March.",
      });
      await dialog.getByRole("button", { name: "Submit Inquiry" }).click();
      await expect(dialog).toBeHidden();
      const stored = (await adminList(baseURL!, "/service-inquiries")).find((i) => i.name === name);
      expect(stored).toMatchObject({ serviceName: "Logistics" });
    });

    test("'Inquire Now' pressed on the overview before hydration opens the service page's dialog", async ({
      page,
    }) => {
      const release = await openWithScriptsHeld(page, "/services");
      await page.locator('a[href="/services/logistics#service-inquiry"]').click();
      await expect(page).toHaveURL(/\/services\/logistics#service-inquiry$/);
      await expectNotHydrated(page);

      const dialog = await logisticsDialogOnHydration(page, release);
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(page.getByRole("button", { name: "Inquire Now" })).toBeFocused();
    });

    test("'Inquire Now' focused before hydration keeps the focus as a button", async ({ page }) => {
      const release = await openWithScriptsHeld(page, "/services/logistics");
      await page.getByRole("link", { name: "Inquire Now" }).focus();
      await expectNotHydrated(page);

      await releaseAndHydrate(page, release);
      const button = page.getByRole("button", { name: "Inquire Now" });
      await expect(button).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(page.getByRole("dialog", { name: "Inquire about Logistics" })).toBeVisible();
    });
  });
}

/** Opens a page with its scripts held; returns the release, the menu's toggle and the menu. */
async function openMenuWithScriptsHeld(page: Page) {
  const release = await openWithScriptsHeld(page, "/services");
  const toggle = page.getByRole("button", { name: "Toggle menu" });
  const menu = page.locator(`#${await toggle.getAttribute("aria-controls")}`);
  return { release, toggle, menu };
}

test.describe("the mobile menu before hydration at 375 px", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("opened before hydration, it stays open, says so, and one tap closes it", async ({
    page,
  }) => {
    const { release, toggle, menu } = await openMenuWithScriptsHeld(page);
    await expect(menu).toBeHidden();
    await toggle.click();
    await expect(menu.getByRole("link", { name: "Our Services" })).toBeVisible();
    await expectNotHydrated(page);

    await releaseAndHydrate(page, release);
    await expect(menu.getByRole("link", { name: "Our Services" })).toBeVisible();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");

    await toggle.click();
    await expect(menu).toBeHidden();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();
    await expect(menu).toBeVisible();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
  });

  test("opened and closed again before hydration, it stays closed and says so", async ({
    page,
  }) => {
    const { release, toggle, menu } = await openMenuWithScriptsHeld(page);
    await toggle.click();
    await toggle.click();
    await expectNotHydrated(page);

    await releaseAndHydrate(page, release);
    await expect(menu).toBeHidden();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();
    await expect(menu).toBeVisible();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
  });
});
