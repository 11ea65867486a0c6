import { expect, test } from "@playwright/test";
import { signInBeforeEach, toast, unique } from "./support.ts";

test.describe("projects management", () => {
  signInBeforeEach();

  test("an editor-side create shows on /projects (a cached page before) and on its own page", async ({
    page,
  }) => {
    // The list is rendered (and cached) before the project exists: the write must invalidate it.
    await page.goto("/projects");
    const title = unique("Boiler feed pump skid");
    await page.goto("/admin/projects");
    await page.getByRole("link", { name: "Add Project" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Add Project" })).toBeVisible();
    await page.getByLabel("Title").fill(title);
    await page.getByLabel("Client industry").fill("Chemicals");
    await page.getByLabel("Location").fill("Ranoli, Vadodara");
    await page.getByLabel("Year completed").fill("2025");
    await page
      .getByLabel("Summary")
      .fill("Two boiler feed pumps on one skid, tested at our works.");
    await page
      .getByLabel("What was done")
      .fill("We designed the skid.\n\nWe installed it in one weekend.");
    await page.getByLabel("Outcome (optional)").fill("Running since March without a stop.");
    await page.getByLabel("Cover photograph URL").fill("/images/catalogue/pumps-plumbing.svg");
    await page.getByRole("button", { name: "Save Project" }).click();
    await expect(toast(page, "Project created")).toBeVisible();
    await expect(page).toHaveURL("/admin/projects");
    await expect(page.getByRole("link", { name: title })).toBeVisible();

    await page.goto("/projects");
    await page.getByRole("link", { name: `Read the case study about ${title}` }).click();
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toContainText("Projects");
    await expect(page.getByText("We installed it in one weekend.")).toBeVisible();
    await expect(page.getByText("Running since March without a stop.")).toBeVisible();
  });

  test("a hidden project leaves the site; a taken address is refused at its field; delete asks first", async ({
    page,
  }) => {
    const title = unique("Cooling tower piping");
    await page.goto("/admin/projects/new");
    await page.getByLabel("Title").fill(title);
    await page.getByLabel("Address (optional)").fill("transfer-pump-skid-dahej");
    await page.getByLabel("Client industry").fill("Textile");
    await page.getByLabel("Location").fill("Halol");
    await page.getByLabel("Summary").fill("Piping for two cooling towers.");
    await page.getByLabel("What was done").fill("Fabrication and erection.");
    await page.getByRole("button", { name: "Save Project" }).click();
    await expect(page.getByText(/already has the address/).first()).toBeVisible();
    await page.getByLabel("Address (optional)").fill("");
    await page.getByRole("checkbox", { name: /Published/ }).uncheck();
    await page.getByRole("button", { name: "Save Project" }).click();
    await expect(page).toHaveURL("/admin/projects");
    const row = page.getByRole("row").filter({ hasText: title });
    await expect(row).toContainText("Hidden");
    await page.goto("/projects");
    await expect(page.getByText(title)).toHaveCount(0);

    await page.goto("/admin/projects");
    await row.getByRole("button", { name: "Delete project" }).click();
    await page
      .getByRole("alertdialog")
      .getByRole("button", { name: /Delete/ })
      .click();
    await expect(toast(page, "Project deleted")).toBeVisible();
    await expect(page.getByRole("row").filter({ hasText: title })).toHaveCount(0);
  });
});
