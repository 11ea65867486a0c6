import { expect, request as playwrightRequest, test, type Page } from "@playwright/test";
import { E2E_ADMIN } from "../../../playwright.config.ts";
import {
  adminSessionCookies,
  csrfHeader,
  postProduct,
  signedInApi,
  unique,
} from "../support/admin-api.ts";

export { unique } from "../support/admin-api.ts";

/** Signs the page's browser context in with the worker's kept administrator session. */
export async function signIn(page: Page, baseURL: string): Promise<void> {
  await page.context().addCookies(await adminSessionCookies(baseURL));
}

/** Signs the page in and opens the admin screen at `path`. */
export async function openSignedIn(page: Page, baseURL: string, path: string): Promise<void> {
  await signIn(page, baseURL);
  await page.goto(path);
}

/** A `test.describe` block whose every test starts signed in. */
export function describeSignedIn(title: string, body: () => void): void {
  test.describe(title, () => {
    test.beforeEach(async ({ page, baseURL }) => {
      await signIn(page, baseURL!);
    });
    body();
  });
}

/** Signs in through the login form, as a person does. */
export async function signInWithForm(page: Page): Promise<void> {
  await page.getByLabel("Email").fill(E2E_ADMIN.email);
  await page.getByLabel("Password").fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Login" }).click();
}

/** A line of a quote request for a seeded catalogue item, as the quote list sends it. */
export const centrifugalPumpsLine = {
  productId: "prod-007",
  itemSlug: "centrifugal-pumps",
  name: "Centrifugal Pumps",
  quantity: 2,
  unit: "Set",
};

/**
 * Who sends an enquiry: a unique name from `first`, an address and a phone. The enquiry's
 * `fields`, spread after, replace any of them.
 */
function visitor(first: string, email: string, phone: string) {
  return { name: unique(first), email, phone };
}

interface VisitorForm {
  path: string;
  sentBy: readonly [first: string, email: string, phone: string];
  fields: Record<string, unknown>;
}

/** What each public form of the visitor client posts, bar the test's own fields. */
const VISITOR_FORMS = {
  productInquiry: {
    path: "/inquiries",
    sentBy: ["Asha", "asha@example.com", "+91 98250 12345"],
    fields: {
      productRequirement: "Need 20 units of 5 HP IE3 motors",
      additionalInfo: "Delivery to the Halol plant",
    },
  },
  serviceInquiry: {
    path: "/service-inquiries",
    sentBy: ["Meera", "meera@example.com", "9825012345"],
    fields: {
      serviceName: "Maintenance",
      serviceDetails: "Annual maintenance contract for three compressors",
      message: "Company: Joshi Textiles",
    },
  },
  contact: {
    path: "/contacts",
    sentBy: ["Karan", "karan@example.com", "9825012345"],
    fields: {
      subject: "Distribution partnership",
      message: "We would like to discuss a distribution partnership.",
    },
  },
  quoteRequest: {
    path: "/quote-requests",
    sentBy: ["Kiran", "kiran@example.com", "9825012345"],
    fields: {
      company: "Desai Chemicals Pvt Ltd",
      message: "SS316 wetted parts, please.",
      items: [centrifugalPumpsLine],
    },
  },
} satisfies Record<string, VisitorForm>;

/** A visitor's API client: its own cookies and CSRF token, no session. */
export async function visitorApi(baseURL: string) {
  const api = await playwrightRequest.newContext({ baseURL });
  const post = async (path: string, data: Record<string, unknown>) => {
    const headers = await csrfHeader(api, baseURL);
    const response = await api.post(`/api${path}`, { data, headers });
    expect(response.status(), await response.text()).toBe(201);
    return (await response.json()) as { id: string } & Record<string, unknown>;
  };
  /** A form's sender: its visitor, its own fields, then the test's `fields`. */
  const sender =
    ({ path, sentBy: [first, email, phone], fields: defaults }: VisitorForm) =>
    (fields: Partial<Record<string, string>> = {}) =>
      post(path, { ...visitor(first, email, phone), ...defaults, ...fields });
  return {
    api,
    productInquiry: sender(VISITOR_FORMS.productInquiry),
    serviceInquiry: sender(VISITOR_FORMS.serviceInquiry),
    contact: sender(VISITOR_FORMS.contact),
    quoteRequest: sender(VISITOR_FORMS.quoteRequest),
    dispose: () => api.dispose(),
  };
}

export type VisitorApi = Awaited<ReturnType<typeof visitorApi>>;

/** Sends what `send` sends through a visitor client of its own, closed after. */
export async function asVisitor<T>(
  baseURL: string,
  send: (visitor: VisitorApi) => Promise<T>,
): Promise<T> {
  const visitor = await visitorApi(baseURL);
  try {
    return await send(visitor);
  } finally {
    await visitor.dispose();
  }
}

/** An admin API client on the kept session, for setting up products. */
export async function adminApi(baseURL: string) {
  const { api, headers } = await signedInApi(baseURL);
  return {
    api,
    createProduct: (fields: Record<string, unknown> = {}) => postProduct(api, headers, fields),
    dispose: () => api.dispose(),
  };
}

/** Creates a category through a session opened and closed for it, for a test that only needs the row. */
export async function createProduct(
  baseURL: string,
  fields: Record<string, unknown> = {},
): Promise<{ id: string; title: string }> {
  const admin = await adminApi(baseURL);
  try {
    return await admin.createProduct(fields);
  } finally {
    await admin.dispose();
  }
}

export function toast(page: Page, title: string) {
  return page.getByRole("region", { name: /Notifications/ }).getByText(title, { exact: true });
}
