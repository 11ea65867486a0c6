import type { Kysely, Selectable } from "kysely";
import type { ContactSubmissionsTable, Database, InboxStatus } from "../db/schema.ts";
import { toIsoString } from "../db/values.ts";
import { createInboxStore } from "./inbox-store.server.ts";
import type { InquiryHooks } from "./inquiries.server.ts";
import type { ContactInput } from "./schemas/inquiry-inputs.ts";
import type { ListQuery } from "./schemas/list-query.ts";
import type { ContactSubmission } from "./schemas/records.ts";

export function createContactService(
  db: Kysely<Database>,
  hooks: InquiryHooks<ContactSubmission> = {},
) {
  const store = createInboxStore(db, {
    auditKind: "contact",
    table: "contact_submissions",
    searchColumns: ["name", "email", "subject", "message"],
    toRecord: toContact,
    afterInsert: hooks.afterInsert,
  });
  return {
    create: (input: ContactInput, status: InboxStatus = "new") =>
      store.insert({ ...input }, status),
    list: (query?: ListQuery) => store.list(query),
    get: store.get,
    setStatus: store.setStatus,
    remove: store.remove,
  };
}

export type ContactService = ReturnType<typeof createContactService>;

function toContact(row: Selectable<ContactSubmissionsTable>): ContactSubmission {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    subject: row.subject,
    message: row.message,
    status: row.status,
    date: toIsoString(row.created_at),
  };
}
