import { expect, test } from "@playwright/test";
import { company } from "../../../app/content/company";
import { openEnhanced, openHydrated } from "./page-support.ts";

const LINKS = ["Home", "About Us", "Our Services", "Our Products", "Contact Us"];

test.describe("shared public layout", () => {
  test("the navigation bar links the brand, the five routes and 'Get in Touch'", async ({
    page,
  }) => {
    await page.goto("/about");
    const banner = page.getByRole("banner");
    await expect(banner.getByRole("link", { name: company.name })).toHaveAttribute("href", "/");
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const name of LINKS)
      await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
    await expect(banner.getByRole("link", { name: "Get in Touch" })).toHaveAttribute(
      "href",
      "/contact",
    );
  });

  test("highlights the current route, and Our Services on a service page", async ({ page }) => {
    await page.goto("/about");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "About Us" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(nav.getByRole("link", { name: "Home" })).not.toHaveAttribute(
      "aria-current",
      "page",
    );
    await page.goto("/services/maintenance");
    await expect(nav.getByRole("link", { name: "Our Services" })).toHaveAttribute(
      "aria-current",
      "page",
    );
  });

  test("the bar is transparent at the top and solid dark after scrolling past 50 px", async ({
    page,
  }) => {
    await openEnhanced(page, "/");
    const banner = page.getByRole("banner");
    const background = () => banner.evaluate((el) => getComputedStyle(el).backgroundColor);
    const padding = () => banner.evaluate((el) => parseFloat(getComputedStyle(el).paddingTop));
    expect(await background()).toBe("rgba(0, 0, 0, 0)");
    const loosePadding = await padding();
    await page.evaluate(() => window.scrollTo(0, 50));
    await expect(banner).toHaveAttribute("data-scrolled", "false");
    await page.evaluate(() => window.scrollTo(0, 51));
    await expect(banner).toHaveAttribute("data-scrolled", "true");
    await expect.poll(background).toBe("rgb(15, 23, 42)");
    await expect.poll(padding).toBeLessThan(loosePadding);
    expect(await banner.evaluate((el) => getComputedStyle(el).boxShadow)).not.toBe("none");
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(background).toBe("rgba(0, 0, 0, 0)");
  });

  test("the footer has four columns, two social links and the current year", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("link", { name: /LinkedIn/ })).toHaveAttribute(
      "href",
      company.social.linkedin.url,
    );
    await expect(footer.getByRole("link", { name: /Instagram/ })).toHaveAttribute(
      "href",
      company.social.instagram.url,
    );
    const quick = footer.getByRole("navigation", { name: "Quick Links" });
    for (const name of LINKS)
      await expect(quick.getByRole("link", { name, exact: true })).toBeVisible();
    const services = footer.getByRole("navigation", { name: "Our Services" });
    for (const name of [
      "Project Planning",
      "Trading",
      "Erection Commissioning and Installation",
      "Maintenance",
      "Logistics",
    ]) {
      await expect(services.getByRole("link", { name, exact: true })).toHaveAttribute(
        "href",
        "/services",
      );
    }
    await expect(footer.getByText(company.address.city, { exact: false }).first()).toBeVisible();
    await expect(footer.getByRole("link", { name: company.emails[0].address })).toBeVisible();
    await expect(footer).toContainText(`© ${new Date().getFullYear()} ${company.name}`);
  });

  test("a route change scrolls the window to the top", async ({ page }) => {
    await openHydrated(page, "/services");
    await expect
      .poll(() =>
        page.evaluate(() => (window.scrollTo(0, document.body.scrollHeight), window.scrollY)),
      )
      .toBeGreaterThan(500);
    await page.getByRole("contentinfo").getByRole("link", { name: "About Us" }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("a skip link leads keyboard users to the main content", async ({ page }) => {
    await page.goto("/about");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    await expect(skip).toBeFocused();
    await expect(skip).toHaveAttribute("href", "#main");
    await expect(page.locator("main#main")).toHaveCount(1);
  });
});

test.describe("mobile menu at 375 px", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("the toggle opens the five links and the button, and a choice closes it", async ({
    page,
  }) => {
    await openEnhanced(page, "/");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    const toggle = page.getByRole("button", { name: "Toggle menu" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    const menu = page.locator(`#${await toggle.getAttribute("aria-controls")}`);
    await expect(menu).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    for (const name of LINKS)
      await expect(menu.getByRole("link", { name, exact: true })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Get in Touch" })).toBeVisible();

    await menu.getByRole("link", { name: "Our Services" }).click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(menu).toBeHidden();

    await toggle.click();
    await menu.getByRole("link", { name: "Get in Touch" }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(menu).toBeHidden();
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 740 } });

  test("the mobile menu opens and its links work", async ({ page }) => {
    await page.goto("/");
    const toggle = page.getByRole("button", { name: "Toggle menu" });
    const menu = page.locator(`#${await toggle.getAttribute("aria-controls")}`);
    await expect(menu).toBeHidden();
    await toggle.click();
    for (const name of LINKS)
      await expect(menu.getByRole("link", { name, exact: true })).toBeVisible();
    await menu.getByRole("link", { name: "Our Services" }).click();
    await expect(page).toHaveURL(/\/services$/);
  });

  test("the top bar turns solid when the page is scrolled, so its text stays readable", async ({
    page,
  }) => {
    await page.goto("/about");
    const banner = page.getByRole("banner");
    const background = () =>
      banner.evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(await background()).toBe("rgba(0, 0, 0, 0)");
    await page.mouse.wheel(0, 600);
    await expect.poll(background).toBe("rgb(15, 23, 42)");
  });
});
