import type { Selectable } from "kysely";
import { z } from "zod";
import type { ContactSubmissionsTable } from "../../db/schema.ts";
import { contactInput } from "../schemas/inquiry-inputs.ts";
import type { ContactSubmission } from "../schemas/records.ts";
import { defineInbox } from "./define-inbox.ts";
import { senderFields } from "./mail-fields.ts";
import { enquiryOf, enquiryRecordSchema } from "./record-fields.ts";

/** The API's record, for the OpenAPI document. */
const contactRecord = enquiryRecordSchema("ContactSubmission", {
  subject: z.string(),
  message: z.string(),
});

/** Contact messages: the form on /contact. */
export const contacts = defineInbox({
  table: "contact_submissions",
  storedAs: { audit: "contact", outbox: "contact" },
  record: contactRecord,
  input: contactInput,
  toValues: (input) => ({ ...input }),
  toRecord: toContact,
  searchColumns: ["name", "email", "phone", "subject", "message"],
  subjectColumn: "subject",
  api: { tag: "Contact submissions", noun: "contact submission" },
  mail: {
    noun: "message",
    topic: (record) => record.subject,
    fields: (record) => [
      { label: "Subject", value: record.subject },
      ...senderFields(record),
      { label: "Message", value: record.message, long: true },
    ],
  },
});

function toContact(row: Selectable<ContactSubmissionsTable>): ContactSubmission {
  return enquiryOf(row, { subject: row.subject, message: row.message });
}
