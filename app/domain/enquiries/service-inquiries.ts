import type { Selectable } from "kysely";
import { z } from "zod";
import type { ServiceInquiriesTable } from "../../db/schema.ts";
import { serviceInquiryInput } from "../schemas/inquiry-inputs.ts";
import type { ServiceInquiry } from "../schemas/records.ts";
import { defineInbox } from "./define-inbox.ts";
import { senderFields } from "./mail-fields.ts";
import { enquiryOf, enquiryRecordSchema } from "./record-fields.ts";

/** The API's record, for the OpenAPI document. */
const serviceInquiryRecord = enquiryRecordSchema("ServiceInquiry", {
  serviceName: z.string(),
  serviceDetails: z.string(),
  message: z.string().optional(),
});

/** Service inquiries: 'Inquire Now' on the services pages. */
export const serviceInquiries = defineInbox({
  table: "service_inquiries",
  storedAs: { audit: "service-inquiry", outbox: "service-inquiry" },
  record: serviceInquiryRecord,
  input: serviceInquiryInput,
  toValues: (input) => ({
    name: input.name,
    email: input.email,
    phone: input.phone,
    service_name: input.serviceName,
    service_details: input.serviceDetails,
    message: input.message ?? null,
  }),
  toRecord: toServiceInquiry,
  searchColumns: ["name", "email", "phone", "service_name", "service_details", "message"],
  subjectColumn: "service_name",
  api: { tag: "Service inquiries", noun: "service inquiry" },
  mail: {
    noun: "service inquiry",
    topic: (record) => record.serviceName,
    fields: (record) => [
      { label: "Service", value: record.serviceName },
      ...senderFields(record),
      { label: "Service requirements", value: record.serviceDetails, long: true },
      { label: "Additional message", value: record.message, long: true },
    ],
  },
});

function toServiceInquiry(row: Selectable<ServiceInquiriesTable>): ServiceInquiry {
  return enquiryOf(row, {
    serviceName: row.service_name,
    serviceDetails: row.service_details,
    ...(row.message ? { message: row.message } : {}),
  });
}
