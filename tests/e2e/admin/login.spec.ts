import { expect, test } from "@playwright/test";
import { E2E_ADMIN } from "../../../playwright.config.ts";
import { signInWithForm, toast } from "./support.ts";

test.describe("admin login", () => {
  test("shows 'Login Failed' with the server's message for a wrong password", async ({ page }) => {
    await page.goto("/admin/login");
    await page.getByLabel("Email").fill(E2E_ADMIN.email);
    await page.getByLabel("Password").fill("not-the-password");
    await page.getByRole("button", { name: "Login" }).click();
    await expect(toast(page, "Login Failed")).toBeVisible();
    await expect(page.getByText("Invalid email or password")).toBeVisible();
    await expect(page).toHaveURL("/admin/login");
    expect(await page.evaluate(() => localStorage.getItem("adminAuthenticated"))).toBeNull();
  });

  test("shows 'Logging in...' while busy, then 'Login Successful' and the dashboard", async ({
    page,
  }) => {
    await page.goto("/admin/login");
    // Hold the answer back so the busy state can be seen.
    await page.route("**/api/admin/login", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 500));
      await route.continue();
    });
    await signInWithForm(page);
    await expect(page.getByRole("button", { name: "Logging in..." })).toBeDisabled();
    await expect(toast(page, "Login Successful")).toBeVisible();
    await expect(page.getByText("Welcome back, Admin!")).toBeVisible();
    await expect(page).toHaveURL("/admin");
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("adminAuthenticated"))).toBe("true");
  });

  test("shows 'An unexpected error occurred' when the server cannot be reached", async ({
    page,
  }) => {
    await page.goto("/admin/login");
    await page.route("**/api/admin/login", (route) => route.abort("connectionrefused"));
    await signInWithForm(page);
    await expect(toast(page, "Login Failed")).toBeVisible();
    await expect(page.getByText("An unexpected error occurred")).toBeVisible();
  });
});

test.describe("admin login without scripts", () => {
  test.use({ javaScriptEnabled: false });

  test("signs in and out through the page actions", async ({ page }) => {
    await page.goto("/admin/inquiries");
    await expect(page).toHaveURL(/\/admin\/login\?redirectTo=%2Fadmin%2Finquiries$/);
    await signInWithForm(page);
    await expect(page).toHaveURL("/admin/inquiries");
    await expect(
      page.getByRole("heading", { level: 1, name: "Inquiries Management" }),
    ).toBeVisible();

    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL("/admin/login");
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/admin\/login\?redirectTo=%2Fadmin$/);
  });

  test("says 'Login Failed' on the page for wrong credentials", async ({ page }) => {
    await page.goto("/admin/login");
    await page.getByLabel("Email").fill(E2E_ADMIN.email);
    await page.getByLabel("Password").fill("wrong-password");
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page.getByRole("alert")).toContainText("Invalid email or password");
  });
});
