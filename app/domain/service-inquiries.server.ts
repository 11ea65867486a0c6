import type { Kysely, Selectable } from "kysely";
import type { Database, InboxStatus, ServiceInquiriesTable } from "../db/schema.ts";
import { toIsoString } from "../db/values.ts";
import { createInboxStore, type InboxStoreOptions } from "./inbox-store.server.ts";
import type { ServiceInquiryInput } from "./schemas/inquiry-inputs.ts";
import type { ListQuery } from "./schemas/list-query.ts";
import type { ServiceInquiry } from "./schemas/records.ts";
import type { Admission, SubmissionWriter } from "./submission-writer.server.ts";

/** The service inquiries' inbox (issue 4). */
export const serviceInquiryInbox = {
  auditKind: "service-inquiry",
  table: "service_inquiries",
  searchColumns: ["name", "email", "service_name", "service_details"],
  toRecord: toServiceInquiry,
} satisfies InboxStoreOptions<"service_inquiries", ServiceInquiry>;

export function createServiceInquiryService(db: Kysely<Database>, writer: SubmissionWriter) {
  const store = createInboxStore(db, serviceInquiryInbox);
  return {
    create: (input: ServiceInquiryInput, status: InboxStatus = "new", admission?: Admission) =>
      writer.submit(
        "service-inquiry",
        {
          values: {
            name: input.name,
            email: input.email,
            phone: input.phone,
            service_name: input.serviceName,
            service_details: input.serviceDetails,
            message: input.message ?? null,
          },
          status,
        },
        admission,
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
