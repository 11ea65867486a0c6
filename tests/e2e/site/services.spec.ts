import { expect, test } from "@playwright/test";
import { services } from "../../../app/content/services";
import { servicesPage } from "../../../app/content/pages";
import {
  expectClosingCallToAction,
  expectLink,
  openHydrated,
  openPage,
  waitForHydration,
} from "./page-support.ts";

test.describe("services overview", () => {
  test("renders five service cards linking to their pages, and the closing CTA", async ({
    page,
  }) => {
    await openPage(page, "/services", servicesPage.hero.title);
    const offer = page.getByRole("region", { name: servicesPage.section.heading });
    await expect(offer.getByRole("listitem")).toHaveCount(5);
    for (const service of services) {
      await expect(offer.getByRole("heading", { name: service.pageTitle })).toBeVisible();
      await expectLink(offer, `Learn More about ${service.pageTitle}`, service.path);
    }
    await expect(offer.getByRole("button", { name: "Inquire Now" })).toHaveCount(5);
    await expectClosingCallToAction(page, servicesPage.closing);
  });

  test("at desktop width four cards share a row and the fifth spans the row below them", async ({
    page,
  }) => {
    await page.goto("/services");
    // The card's 'Inquire Now' is a link until React turns it into the dialog's button.
    await waitForHydration(page);
    const offer = page.getByRole("region", { name: servicesPage.section.heading });
    const boxes = await offer
      .getByRole("listitem")
      .evaluateAll((items) => items.map((item) => item.getBoundingClientRect().toJSON()));
    expect(new Set(boxes.slice(0, 4).map((box) => Math.round(box.top))).size).toBe(1);
    const list = await offer
      .getByRole("list")
      .evaluate((el) => el.getBoundingClientRect().toJSON());
    const fifth = boxes[4];
    expect(fifth.top).toBeGreaterThan(boxes[0].bottom);
    expect(Math.abs(fifth.left + fifth.width / 2 - (list.left + list.width / 2))).toBeLessThan(2);
    // No orphan card at the edge or alone in the middle: the last one lies flat across the row.
    expect(Math.round(fifth.width)).toBe(Math.round(list.width));
    const card = offer.getByRole("listitem").nth(4);
    const [title, button] = await Promise.all([
      card.getByRole("heading").boundingBox(),
      card.getByRole("link").boundingBox(),
    ]);
    expect(button!.x).toBeGreaterThan(title!.x + title!.width);
  });

  test("'Inquire Now' opens the dialog 'Inquire about {service}'", async ({ page }) => {
    await openHydrated(page, "/services");
    await page.getByRole("button", { name: "Inquire Now" }).nth(1).click();
    const dialog = page.getByRole("dialog", { name: `Inquire about ${services[1]!.pageTitle}` });
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });
});

test.describe("service pages", () => {
  for (const service of services) {
    test(`${service.path} shows its hero, description and capabilities`, async ({ page }) => {
      const response = await page.goto(service.path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(service.pageTitle);
      await expect(page.getByText(service.description[0])).toBeVisible();
      for (const capability of service.capabilities) {
        await expect(page.getByRole("listitem").filter({ hasText: capability })).toBeVisible();
      }
      await expect(page).toHaveTitle(
        new RegExp(`^${service.pageTitle.replace(/[&]/g, "\\&")} \\|`),
      );
    });
  }

  test("Industrial Trading lists the 11 product groups", async ({ page }) => {
    await page.goto("/services/trading");
    const groups = page.getByRole("region", { name: "Product Groups We Supply" });
    await expect(groups.getByRole("listitem")).toHaveCount(11);
    await expect(groups.getByText("Motors & Power Transmission")).toBeVisible();
    await expect(groups.getByText("Test Instruments")).toBeVisible();
  });

  test("Logistics adds 'Our Logistics Solutions' with five cards", async ({ page }) => {
    await page.goto("/services/logistics");
    const solutions = page.getByRole("region", { name: "Our Logistics Solutions" });
    await expect(solutions.getByRole("listitem")).toHaveCount(5);
    for (const title of [
      "Multimodal Transportation",
      "Smart Warehousing",
      "Order Management",
      "Compliance & Clearance",
      "Risk Mitigation",
    ]) {
      await expect(solutions.getByRole("heading", { name: title })).toBeVisible();
    }
  });
});
