import { expect, request as playwrightRequest } from "@playwright/test";
import { postProduct, signInApi } from "../support/admin-api.ts";

export { signInApi, unique } from "../support/admin-api.ts";

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

/** Creates a category through the admin API, so a test owns its data. */
export async function createProduct(
  baseURL: string,
  fields: Record<string, unknown> = {},
): Promise<{ id: string; title: string }> {
  const { api, headers } = await signedIn(baseURL);
  try {
    return await postProduct(api, headers, fields);
  } finally {
    await api.dispose();
  }
}
