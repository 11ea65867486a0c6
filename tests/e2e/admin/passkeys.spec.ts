import { expect, test, type Page } from "@playwright/test";
import { signIn } from "./support.ts";

/** A platform authenticator with user verification, as a phone or laptop has (Chromium's CDP). */
async function virtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
}

test("a passkey is added on the account page, signs in without a password, and is removed", async ({
  page,
  baseURL,
}) => {
  await virtualAuthenticator(page);
  await signIn(page, baseURL!);
  await page.goto("/admin/account");
  const panel = page.getByRole("region", { name: "Passkeys" });
  await panel.getByLabel("Name of the new passkey").fill("Test laptop");
  await panel.getByRole("button", { name: "Add a passkey" }).click();
  await expect(panel.getByRole("list", { name: "Your passkeys" })).toContainText("Test laptop");

  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL("/admin/login");
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(page).toHaveURL(/\/admin\/?$/);

  await page.goto("/admin/account");
  await expect(panel).toContainText("last used");
  await panel.getByRole("button", { name: "Remove Test laptop" }).click();
  await expect(panel.getByRole("list", { name: "Your passkeys" })).toHaveCount(0);
});
