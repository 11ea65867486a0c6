import { expect, request as playwrightRequest, type APIRequestContext } from "@playwright/test";
import { E2E_ADMIN } from "../../../playwright.config.ts";

/**
 * The CSRF header as the browser's client sends it: the XSRF-TOKEN cookie's current value.
 * Read it again after signing in: sign-in sets a token bound to the new session.
 */
export async function csrfHeaders(api: APIRequestContext): Promise<{ "X-XSRF-TOKEN": string }> {
  const token = (await api.storageState()).cookies.find((c) => c.name === "XSRF-TOKEN")?.value;
  return { "X-XSRF-TOKEN": decodeURIComponent(token ?? "") };
}

/** Signs `api` in the way the back office does: POST /api/admin/login with the CSRF header. */
export async function signInApi(api: APIRequestContext, baseURL = "") {
  await api.get(`${baseURL}/api/admin/check-auth`);
  const login = await api.post(`${baseURL}/api/admin/login`, {
    data: E2E_ADMIN,
    headers: await csrfHeaders(api),
  });
  expect(login.status()).toBe(200);
  return csrfHeaders(api);
}

/** A new API client, signed in; `headers` carry its session's CSRF token. */
export async function signedIn(baseURL: string) {
  const api = await playwrightRequest.newContext({ baseURL });
  return { api, headers: await signInApi(api) };
}

/** Reads what a public form stored, the way the back office does. */
export async function adminList<T = Record<string, unknown>>(
  baseURL: string,
  path: "/contacts" | "/service-inquiries" | "/inquiries",
): Promise<T[]> {
  const { api } = await signedIn(baseURL);
  try {
    const response = await api.get(`/api${path}`);
    expect(response.status()).toBe(200);
    return (await response.json()) as T[];
  } finally {
    await api.dispose();
  }
}

/** A token unique to one test, so each test finds its own rows. */
export function unique(label: string): string {
  return `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** Creates a category through the admin API, so a test owns its data. */
export async function createProduct(
  baseURL: string,
  fields: Record<string, unknown> = {},
): Promise<{ id: string; title: string }> {
  const { api, headers } = await signedIn(baseURL);
  try {
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
  } finally {
    await api.dispose();
  }
}
