import { expect } from "@playwright/test";
import { postProduct, signedInApi as signedIn } from "../support/admin-api.ts";

export { signInApi, signedInApi as signedIn, unique } from "../support/admin-api.ts";

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
