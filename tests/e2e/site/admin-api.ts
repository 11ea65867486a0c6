import { expect, request as playwrightRequest } from "@playwright/test";
import { E2E_ADMIN } from "../../../playwright.config.ts";

/** Signs in the way the back office does: POST /api/admin/login with the CSRF header. */
export async function signedIn(baseURL: string) {
  const api = await playwrightRequest.newContext({ baseURL });
  await api.get("/api/admin/check-auth");
  const token = (await api.storageState()).cookies.find((c) => c.name === "XSRF-TOKEN")?.value;
  const headers = { "X-XSRF-TOKEN": token ?? "" };
  const login = await api.post("/api/admin/login", { data: E2E_ADMIN, headers });
  expect(login.status()).toBe(200);
  return { api, headers };
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
