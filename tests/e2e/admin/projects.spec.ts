import { expect, test } from "@playwright/test";
import { fillFields } from "../site/page-support.ts";
import { describeSignedIn, toast, unique } from "./support.ts";

describeSignedIn("projects management", () => {
  test("an editor-side create shows on /projects (a cached page before) and on its own page", async ({
    page,
  }) => {
    // The list is rendered (and cached) before the project exists: the write must invalidate it.
    await page.goto("/projects");
    const title = unique("Boiler feed pump skid");
    await page.goto("/admin/projects");
    await page.getByRole("link", { name: "Add Project" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Add Project" })).toBeVisible();
    await fillFields(page, {
      Title: title,
      "Client industry": "Chemicals",
      Location: "Ranoli, Vadodara",
      "Year completed": "2025",
      Summary: "Two boiler feed pumps on one skid, tested at our works.",
      "What was done": "We designed the skid.\n\nWe installed it in one weekend.",
      "Outcome (optional)": "Running since March without a stop.",
      "Cover photograph URL": "/images/catalogue/pumps-plumbing.svg",
    });
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
    await fillFields(page, {
      Title: title,
      "Address (optional)": "transfer-pump-skid-dahej",
      "Client industry": "Textile",
      Location: "Halol",
      Summary: "Piping for two cooling towers.",
      "What was done": "Fabrication and erection.",
    });
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
