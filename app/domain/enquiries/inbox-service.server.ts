import type { Kysely } from "kysely";
import type { Database, InboxStatus } from "../../db/schema.ts";
import { ENQUIRIES, type EnquiryInput } from "./enquiry-registry.ts";
import { type EnquiryKind } from "./enquiry-kinds.ts";
import { createInboxStore } from "./inbox-store.server.ts";
import type { FileFacts } from "./define-inbox.ts";
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
    /**
     * Stores a visitor's submission. `attachment` is the file of a kind that takes one,
     * already checked against its rule (docs/decisions/083): its facts go on the row, its
     * bytes beside it, in the same transaction.
     */
    async create(
      input: EnquiryInput<K>,
      status: InboxStatus = "new",
      admission?: Admission,
      attachment?: FileFacts & { bytes: Uint8Array },
    ) {
      const facts = attachment && {
        name: attachment.name,
        type: attachment.type,
        size: attachment.bytes.byteLength,
      };
      const values = await ENQUIRIES[kind].toValues(input, db, facts);
      return writer.submit(
        kind,
        { values, status, ...(attachment ? { attachment: attachment.bytes } : {}) },
        admission,
      );
    },
    /** A stored submission's file, for a kind that takes one; null otherwise. */
    async attachment(id: string) {
      return (await ENQUIRIES[kind].attachment?.load(db, id)) ?? null;
    },
    list: store.list,
    get: store.get,
    setStatus: store.setStatus,
    remove: store.remove,
  };
}
