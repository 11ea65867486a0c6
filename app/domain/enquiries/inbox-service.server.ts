import type { Kysely } from "kysely";
import type { Database, InboxStatus } from "../../db/schema.ts";
import { ENQUIRIES, type EnquiryInput, type EnquiryKind } from "./enquiry-registry.ts";
import { createInboxStore } from "./inbox-store.server.ts";
import type { Admission, SubmissionWriter } from "./submission.ts";

/**
 * One kind's inbox as the API and the pages use it: `create` hands a visitor's submission to
 * the submission writer (docs/decisions/075, 076); the rest reads and changes stored ones.
 */
export function createInboxService<K extends EnquiryKind>(
  db: Kysely<Database>,
  writer: SubmissionWriter,
  kind: K,
) {
  const store = createInboxStore(db, kind);
  return {
    async create(input: EnquiryInput<K>, status: InboxStatus = "new", admission?: Admission) {
      const values = await ENQUIRIES[kind].toValues(input, db);
      return writer.submit(kind, { values, status }, admission);
    },
    list: store.list,
    get: store.get,
    setStatus: store.setStatus,
    remove: store.remove,
  };
}

export type InboxService<K extends EnquiryKind> = ReturnType<typeof createInboxService<K>>;
