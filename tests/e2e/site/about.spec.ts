import { expect, test } from "@playwright/test";
import { aboutPage } from "../../../app/content/pages";
import { expectClosingCallToAction, expectLink, openPage } from "./page-support.ts";

test.describe("about page", () => {
  test("renders the vision, mission cards, four values, ten industries and the CTA", async ({
    page,
  }) => {
    await openPage(page, "/about", aboutPage.hero.title);
    const hero = page.getByRole("region", { name: aboutPage.hero.title });
    // Non-home heroes take 60% of the 800 px screen.
    expect((await hero.boundingBox())?.height).toBeCloseTo(480, -1);

    const vision = page.getByRole("region", { name: aboutPage.vision.heading });
    await expectLink(vision, aboutPage.vision.primaryCTA.text, "/services");
    await expectLink(vision, aboutPage.vision.secondaryCTA.text, "/contact");

    const mission = page.getByRole("region", { name: aboutPage.mission.heading });
    for (const title of [
      "Tailored Solutions",
      "High Quality Standards",
      "Safety and Sustainability",
      "Long-Term Relationships",
    ]) {
      await expect(mission.getByRole("heading", { name: title })).toBeVisible();
    }
    const values = page.getByRole("region", { name: aboutPage.values.heading });
    for (const value of ["Innovation", "Quality", "Safety", "Client Relationships"]) {
      await expect(values.getByRole("heading", { name: value, exact: true })).toBeVisible();
    }
    const industries = page.getByRole("region", { name: aboutPage.industries.heading });
    await expect(industries.getByRole("listitem")).toHaveCount(10);
    for (const name of [
      "Agriculture",
      "Automotive",
      "Chemicals",
      "Hospitality",
      "Manufacturing",
      "Metal and Mining",
      "Oil & Gas",
      "Textile",
      "Pharmaceuticals",
      "Ports",
    ]) {
      await expect(industries.getByText(name, { exact: true })).toBeVisible();
    }
    await expectClosingCallToAction(page, aboutPage.closing);
  });
});
