import type { Kysely, Selectable } from "kysely";
import type { Database, InboxStatus, ServiceInquiriesTable } from "../db/schema.ts";
import { toIsoString } from "../db/values.ts";
import { createInboxStore } from "./inbox-store.server.ts";
import type { InquiryHooks } from "./inquiries.server.ts";
import type { ServiceInquiryInput } from "./schemas/inquiry-inputs.ts";
import type { ListQuery } from "./schemas/list-query.ts";
import type { ServiceInquiry } from "./schemas/records.ts";

export function createServiceInquiryService(
  db: Kysely<Database>,
  hooks: InquiryHooks<ServiceInquiry> = {},
) {
  const store = createInboxStore(db, {
    auditKind: "service-inquiry",
    table: "service_inquiries",
    searchColumns: ["name", "email", "service_name", "service_details"],
    toRecord: toServiceInquiry,
    afterInsert: hooks.afterInsert,
  });
  return {
    create: (input: ServiceInquiryInput, status: InboxStatus = "new") =>
      store.insert(
        {
          name: input.name,
          email: input.email,
          phone: input.phone,
          service_name: input.serviceName,
          service_details: input.serviceDetails,
          message: input.message ?? null,
        },
        status,
      ),
    list: (query?: ListQuery) => store.list(query),
    get: store.get,
    setStatus: store.setStatus,
    remove: store.remove,
  };
}

export type ServiceInquiryService = ReturnType<typeof createServiceInquiryService>;

function toServiceInquiry(row: Selectable<ServiceInquiriesTable>): ServiceInquiry {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    serviceName: row.service_name,
    serviceDetails: row.service_details,
    ...(row.message ? { message: row.message } : {}),
    status: row.status,
    date: toIsoString(row.created_at),
  };
}
