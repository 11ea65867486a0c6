import type { Kysely, Selectable } from "kysely";
import type { ContactSubmissionsTable, Database, InboxStatus } from "../db/schema.ts";
import { toIsoString } from "../db/values.ts";
import { createInboxStore, type InboxStoreOptions } from "./inbox-store.server.ts";
import type { ContactInput } from "./schemas/inquiry-inputs.ts";
import type { ListQuery } from "./schemas/list-query.ts";
import type { ContactSubmission } from "./schemas/records.ts";
import type { Admission, SubmissionWriter } from "./submission-writer.server.ts";

/** The contact messages' inbox (issue 3). */
export const contactInbox = {
  auditKind: "contact",
  table: "contact_submissions",
  searchColumns: ["name", "email", "subject", "message"],
  toRecord: toContact,
} satisfies InboxStoreOptions<"contact_submissions", ContactSubmission>;

export function createContactService(db: Kysely<Database>, writer: SubmissionWriter) {
  const store = createInboxStore(db, contactInbox);
  return {
    create: (input: ContactInput, status: InboxStatus = "new", admission?: Admission) =>
      writer.submit("contact", { values: { ...input }, status }, admission),
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
