import {
  contactPayload,
  marker,
  productInquiryPayload,
  serviceInquiryPayload,
} from "./fixtures.ts";
import type { TestApp } from "./test-app.ts";

/** One lead of each kind sharing a search marker, created through the services. */
export async function seedLeadTrio(app: TestApp, overrides: Record<string, unknown> = {}) {
  const tag = marker("lead");
  const { services } = app;
  const inquiry = await services.productInquiries.create(
    productInquiryPayload({ name: `Asha ${tag}`, ...overrides }) as never,
  );
  const service = await services.serviceInquiries.create(
    serviceInquiryPayload({ name: `Rohan ${tag}`, ...overrides }) as never,
  );
  const contact = await services.contacts.create(
    contactPayload({ name: `Neha ${tag}`, ...overrides }) as never,
  );
  return { tag, inquiry, service, contact };
}

/** The newest outbox e-mail of a kind to an address, as the worker will send it. */
export async function outboxMail(app: TestApp, to: string, kind: string) {
  return app.handle.db
    .selectFrom("notification_outbox")
    .selectAll()
    .where("recipient", "=", to)
    .where("kind", "=", kind as never)
    .orderBy("created_at", "desc")
    .execute();
}
