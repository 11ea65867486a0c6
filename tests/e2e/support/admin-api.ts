import { expect, request, type APIRequestContext, type Cookie } from "@playwright/test";
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

/**
 * The administrator's session cookies, kept for the worker's life and handed to each test that
 * only needs to be signed in. A sign-in is a production scrypt verification (about 0.3 s of the
 * server's CPU, more on a loaded machine), and a session carries nothing but who it is: a test
 * that ends it (logging out, a password change) leaves the next one to sign in afresh. Tests
 * about signing in itself use the form or `signInApi`.
 */
const keptSessions = new Map<string, Cookie[]>();

export async function adminSessionCookies(baseURL: string): Promise<Cookie[]> {
  const kept = keptSessions.get(baseURL);
  const api = await request.newContext({
    baseURL,
    storageState: { cookies: kept ?? [], origins: [] },
  });
  try {
    if (kept) {
      const state = await api.get("/api/admin/check-auth");
      if (state.ok() && ((await state.json()) as { authenticated: boolean }).authenticated)
        return kept;
    }
    await signInApi(api, baseURL);
    const cookies = (await api.storageState()).cookies;
    keptSessions.set(baseURL, cookies);
    return cookies;
  } finally {
    await api.dispose();
  }
}

/** A request context signed in with the kept session, and its CSRF header. */
export async function signedInApi(baseURL: string) {
  const cookies = await adminSessionCookies(baseURL);
  const api = await request.newContext({ baseURL, storageState: { cookies, origins: [] } });
  return { api, headers: await csrfHeader(api, baseURL) };
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
