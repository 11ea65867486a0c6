import { expect, test } from "@playwright/test";
import { homePage } from "../../../app/content/pages";
import { expectClosingCallToAction, expectLink, openPage } from "./page-support.ts";

test.describe("home page", () => {
  test("renders the hero, four service cards, the excellence block, testimonials and closing CTA", async ({
    page,
  }) => {
    await openPage(page, "/", homePage.hero.title);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    const hero = page.getByRole("region", { name: homePage.hero.title });
    await expect(hero.getByText(homePage.hero.description!)).toBeVisible();
    await expect(hero.getByRole("img", { name: homePage.hero.imageAlt })).toBeVisible();
    await expectLink(hero, homePage.hero.primaryCTA!.text, "/services");
    await expectLink(hero, homePage.hero.secondaryCTA!.text, "/contact");
    // The home hero fills the screen height.
    expect((await hero.boundingBox())?.height).toBeGreaterThanOrEqual(800);

    for (const title of [
      "Mechanical Engineering",
      "Electrical Engineering",
      "Civil Engineering",
      "Consulting",
    ]) {
      await expect(page.getByRole("heading", { level: 3, name: title })).toBeVisible();
    }
    // Each 'Learn more' leads to the service page that does what its card describes.
    for (const [title, path] of [
      ["Mechanical Engineering", "/services/maintenance"],
      ["Electrical Engineering", "/services/installation"],
      ["Civil Engineering", "/services/project-planning"],
      ["Consulting", "/services/project-planning"],
    ] as const) {
      await expectLink(page, `Learn more about ${title}`, path);
    }

    const excellence = page.getByRole("region", { name: "Engineering Excellence Since 2022" });
    await expectLink(excellence, homePage.excellence.primaryCTA.text, "/about");
    await expectLink(excellence, homePage.excellence.secondaryCTA.text, "/contact");

    const testimonials = page.getByRole("region", { name: homePage.testimonialsSection.heading });
    await expect(testimonials.getByRole("listitem")).toHaveCount(3);
    for (const t of homePage.testimonials) {
      await expect(testimonials.getByText(t.quote, { exact: false })).toBeVisible();
      await expect(testimonials.getByText(t.author)).toBeVisible();
      await expect(testimonials.getByText(`${t.role}, ${t.company}`)).toBeVisible();
    }

    await expectClosingCallToAction(page, homePage.closing);
  });
});
