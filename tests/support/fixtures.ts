import { randomBytes } from "node:crypto";
import { expect } from "vitest";
import type { ApiResponse } from "./client.ts";

/**
 * Valid payloads as the site's forms send them. Each call
 * carries a unique marker in the name, so a test can find its own records with
 * `?q=` however many other tests share the database.
 */
export function marker(prefix = "t"): string {
  return `${prefix}${randomBytes(5).toString("hex")}`;
}

/** Who sends an enquiry, as every enquiry form asks it: name, e-mail address and phone. */
function visitor(name: string, email: string, phone: string) {
  return { name: `${name} ${marker()}`, email, phone };
}

/**
 * The payload maker of one enquiry form: its visitor (a fresh marker each call), then the
 * form's own fields (a fresh copy each call), then the test's overrides.
 */
function enquiryPayload<Fields extends Record<string, unknown>>(
  [name, email, phone]: readonly [name: string, email: string, phone: string],
  fields: Fields,
) {
  return (overrides: Record<string, unknown> = {}) => ({
    ...visitor(name, email, phone),
    ...structuredClone(fields),
    ...overrides,
  });
}

export const productInquiryPayload = enquiryPayload(
  ["Asha Patel", "asha.patel@example.com", "+91 265 555 0101"],
  {
    productRequirement: "Need 20 helical gearboxes, ratio 1:20, for a conveyor line.",
    additionalInfo: "Delivery to Vadodara within six weeks.",
  },
);

export const serviceInquiryPayload = enquiryPayload(
  ["Rohan Mehta", "rohan.mehta@example.com", "+91 265 555 0102"],
  {
    serviceName: "Maintenance",
    serviceDetails: "Annual maintenance contract for two boiler feed pumps.",
    message: "Mehta Chemicals Pvt Ltd, Makarpura GIDC.",
  },
);

export const contactPayload = enquiryPayload(
  ["Neha Shah", "neha.shah@example.com", "+91 265 555 0103"],
  {
    subject: "Site visit",
    message: "Could your engineer visit our plant next week to assess the cooling tower?",
  },
);

export function productPayload(overrides: Record<string, unknown> = {}) {
  return {
    title: `Industrial Valves ${marker()}`,
    category: "Valves",
    description: "Gate Valves, Globe Valves, Ball Valves",
    imageUrl: "/images/catalogue/valves.svg",
    isNew: true,
    images: ["/images/catalogue/valves.svg", "https://cdn.example.com/valves-2.jpg"],
    subproductImages: { "Ball Valves": "https://cdn.example.com/ball-valve.jpg" },
    ...overrides,
  };
}

/** An RFC 9457 answer with the given status; returns its body for further checks. */
export function expectProblem(response: ApiResponse, status: number) {
  expect(response.status).toBe(status);
  expect(response.headers.get("content-type")).toMatch(/^application\/problem\+json/);
  expect(response.body).toMatchObject({
    status,
    title: expect.any(String),
    detail: expect.any(String),
  });
  return response.body as {
    title: string;
    status: number;
    detail: string;
    errors?: Record<string, string>;
  };
}

/** A 400 whose `errors` map gives `field` exactly `message`. */
export function expectFieldError(response: ApiResponse, field: string, message: string) {
  const body = expectProblem(response, 400);
  expect(body.errors?.[field]).toBe(message);
}

export const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** A quote request for two seeded items (Pumps & Plumbing), as the quote form sends it. */
export const quoteRequestPayload = enquiryPayload(
  ["Kiran Desai", "kiran.desai@example.com", "+91 265 555 0104"],
  {
    company: "Desai Chemicals Pvt Ltd",
    gstin: "27AAPFU0939F1ZV",
    location: "Plot 42, Makarpura GIDC, Vadodara",
    message: "SS316 wetted parts, 30 m³/h at 40 m head.",
    items: [
      {
        productId: "prod-007",
        itemSlug: "centrifugal-pumps",
        name: "Centrifugal Pumps",
        quantity: 2,
        unit: "Nos",
      },
      { productId: "prod-007", itemSlug: "dosing-pumps", name: "Dosing Pumps", quantity: 12.5 },
    ],
  },
);
