import { expect, type APIRequestContext } from "@playwright/test";
import { E2E_ADMIN } from "../../../playwright.config.ts";

/** A token unique to one test, so each test finds its own rows among everybody's. */
export function unique(label: string): string {
  return `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/**
 * The CSRF header as the browser's client sends it: the XSRF-TOKEN cookie's current value
 * (any GET under /api sets the cookie first). Read it again after signing in: sign-in sets
 * a token bound to the new session.
 */
export async function csrfHeader(
  api: APIRequestContext,
  baseURL = "",
): Promise<{ "X-XSRF-TOKEN": string }> {
  const find = async () =>
    (await api.storageState()).cookies.find((cookie) => cookie.name === "XSRF-TOKEN")?.value;
  let token = await find();
  if (!token) {
    await api.get(`${baseURL}/api/admin/check-auth`);
    token = await find();
  }
  return { "X-XSRF-TOKEN": decodeURIComponent(token ?? "") };
}

/**
 * Signs `api` in the way the back office does: POST /api/admin/login with the CSRF header.
 * Returns the new session's CSRF header.
 */
export async function signInApi(api: APIRequestContext, baseURL = "") {
  await api.get(`${baseURL}/api/admin/check-auth`);
  const login = await api.post(`${baseURL}/api/admin/login`, {
    data: E2E_ADMIN,
    headers: await csrfHeader(api, baseURL),
  });
  expect(login.status()).toBe(200);
  return csrfHeader(api, baseURL);
}

/** Creates a category through the admin API with a signed-in client, so a test owns its data. */
export async function postProduct(
  api: APIRequestContext,
  headers: Record<string, string>,
  fields: Record<string, unknown> = {},
): Promise<{ id: string; title: string }> {
  const response = await api.post("/api/products", {
    headers,
    data: {
      title: unique("Valve Range"),
      category: "Valves",
      description: "Ball Valves, Gate Valves",
      imageUrl: "/images/catalogue/pumps-plumbing.svg",
      isNew: false,
      ...fields,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: string; title: string };
}
