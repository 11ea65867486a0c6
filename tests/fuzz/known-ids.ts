import { quoteRequestInput } from "../../app/domain/schemas/quote-request-input.ts";
import type { Services } from "../../app/domain/services.server.ts";
import type { KnownIds } from "./requests.ts";

/** Real ids to aim at, beside made-up ones: a record of each inbox, the catalogue and the projects. */
export async function knownIds(services: Services): Promise<KnownIds> {
  const person = { name: "Fuzz Tester", email: "fuzz@example.com", phone: "+91 98765 43210" };
  const contact = await services.contacts.create({
    ...person,
    subject: "Fuzz",
    message: "A message from the fuzzer",
  });
  const service = await services.serviceInquiries.create({
    ...person,
    serviceName: "Maintenance",
    serviceDetails: "Annual maintenance of two pumps",
    message: undefined,
  });
  const quote = await services.inbox("quote-requests").create(
    quoteRequestInput.parse({
      ...person,
      items: [{ productId: "prod-007", itemSlug: "centrifugal-pumps", name: "Pump", quantity: 2 }],
    }),
  );
  const { items } = await services.products.list();
  // Projects are reached by id (admin) and by slug (public): both are aimed at.
  const projects = (await services.projects.list({ limit: 2 })).items;
  return {
    products: items.slice(0, 3).map((p) => p.id),
    records: [contact.id, service.id, quote.id, ...projects.flatMap((p) => [p.id, p.slug])],
  };
}
