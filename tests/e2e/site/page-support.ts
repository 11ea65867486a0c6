import type { Page } from "@playwright/test";

/**
 * Scroll and menu behaviour needs React attached, not just the server HTML.
 * The router reports itself initialized before React's effects run, so the
 * lazy route modules settling (network idle) is awaited as well.
 */
export async function waitForHydration(page: Page) {
  await page.waitForLoadState("networkidle");
  await page.waitForFunction(
    () =>
      (window as unknown as { __reactRouterDataRouter?: { state: { initialized: boolean } } })
        .__reactRouterDataRouter?.state.initialized === true,
  );
}
