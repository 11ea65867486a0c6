import { randomUUID } from "node:crypto";
import type { Insertable, Kysely, Selectable, Transaction } from "kysely";
import { countMatches, onePage, searchedFor } from "../list-page.server.ts";
import type { Database, InboxStatus } from "../../db/schema.ts";
import { monotonicNowIso, nowIso } from "../../db/values.ts";
import { record, type Actor } from "../audit/audit.server.ts";
import { addLeadEvent, removeLeadTrails } from "../leads/lead-events.server.ts";
import type { ListQuery } from "../schemas/list-query.ts";
import type { Page } from "../schemas/records.ts";
import { ENQUIRIES, type EnquiryRecordOf, type EnquiryValues } from "./enquiry-registry.ts";
import { type EnquiryKind } from "./enquiry-kinds.ts";
import { stateOf } from "./record-fields.ts";
import type { SubmissionItem } from "./submission.ts";
import { rowById } from "../row-by-id.server.ts";

export type StatusChange<R> =
  { kind: "updated"; record: R } | { kind: "not-found" } | { kind: "not-spam" };

/** Stores a batch of one kind's submissions in the caller's transaction, answering in order. */
export type InboxWriter<K extends EnquiryKind> = (
  trx: Transaction<Database>,
  items: SubmissionItem<EnquiryValues<K>>[],
) => Promise<EnquiryRecordOf<K>[]>;

export type InboxWriters = { [K in EnquiryKind]: InboxWriter<K> };

/**
 * Every enquiry table has the columns used here (id, status, dates); naming one of them lets
 * one query builder serve them all, and `toRecord` reads the row as its own kind.
 */
function tableOf<K extends EnquiryKind>(kind: K) {
  const { table, toRecord } = ENQUIRIES[kind];
  return {
    table: table as "contact_submissions",
    toRecord: toRecord as unknown as (
      row: Selectable<Database["contact_submissions"]>,
    ) => EnquiryRecordOf<K>,
  };
}

/**
 * The inbox of one kind of enquiry: server-set status and date, newest first, search, status
 * filter, paging, spam kept out of the default view; status changes and deletes write the
 * lead's timeline and the audit log in their transaction.
 */
export function createInboxStore<K extends EnquiryKind>(db: Kysely<Database>, kind: K) {
  const definition = ENQUIRIES[kind];
  const { table, toRecord } = tableOf(kind);
  const audit = definition.storedAs.audit;

  return {
    async list(query: ListQuery = {}): Promise<Page<EnquiryRecordOf<K>>> {
      let base = db.selectFrom(table);
      base = query.status
        ? base.where("status", "=", query.status)
        : base.where("status", "!=", "spam");
      base = searchedFor(base, query.q, definition.searchColumns);
      const total = await countMatches(base);
      const rows = onePage(
        base.selectAll().orderBy("created_at", "desc").orderBy("id", "desc"),
        query,
      );
      return { items: (await rows.execute()).map(toRecord), total };
    },

    async get(id: string): Promise<EnquiryRecordOf<K> | null> {
      const row = await rowById(db.selectFrom(table), id);
      return row ? toRecord(row) : null;
    },

    /** `new` only restores a submission marked as spam; an inbox item is never made unread. */
    async setStatus(
      id: string,
      status: InboxStatus,
      actor?: Actor,
    ): Promise<StatusChange<EnquiryRecordOf<K>>> {
      const changed = await db.transaction().execute(async (trx) => {
        const before = await trx
          .selectFrom(table)
          .select("status")
          .where("id", "=", id)
          .executeTakeFirst();
        let update = trx
          .updateTable(table)
          .set({ status, updated_at: nowIso() })
          .where("id", "=", id);
        if (status === "new") update = update.where("status", "=", "spam");
        const row = await update.returningAll().executeTakeFirst();
        // The lead's timeline shows who changed the status (docs/decisions/057).
        if (row && before?.status !== row.status)
          await addLeadEvent(trx, {
            kind,
            id,
            type: "status",
            actorId: actor?.id ?? null,
            detail: { from: before?.status, to: row.status },
          });
        if (row && actor)
          await record(trx, {
            actor,
            action: `${audit}.status`,
            target: `${audit}:${id}`,
            before: { status: before?.status },
            after: { status: row.status },
          });
        return row;
      });
      if (changed) return { kind: "updated", record: toRecord(changed) };
      const exists = await db
        .selectFrom(table)
        .select("id")
        .where("id", "=", id)
        .executeTakeFirst();
      return { kind: exists ? "not-spam" : "not-found" };
    },

    /**
     * The audit entry names the deleted record but copies none of the visitor's details:
     * an erasure request is honoured by the delete itself (docs/decisions/051).
     */
    async remove(id: string, actor?: Actor): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .deleteFrom(table)
          .where("id", "=", id)
          .returningAll()
          .executeTakeFirst();
        if (row) await removeLeadTrails(trx, kind, [id]);
        if (row && actor)
          await record(trx, {
            actor,
            action: `${audit}.delete`,
            target: `${audit}:${id}`,
            before: stateOf(row),
          });
        return row !== undefined;
      });
    },
  };
}

/**
 * Stores a batch of submissions in the caller's transaction (the submission writer's), with
 * server-set id, status and date, and answers their records in the same order. It needs no
 * connection of its own, so the writer can run it wherever its transaction is.
 */
export async function insertIntoInbox<K extends EnquiryKind>(
  kind: K,
  trx: Transaction<Database>,
  items: SubmissionItem<EnquiryValues<K>>[],
): Promise<EnquiryRecordOf<K>[]> {
  const { table, toRecord } = tableOf(kind);
  const { complete, attachment } = ENQUIRIES[kind];
  // A kind's own values from the transaction (a quote request's reference) come first.
  const values = complete
    ? await complete(
        trx,
        items.map((item) => item.values),
        Date.now(),
      )
    : items.map((item) => item.values);
  const rows = values.map((value, i) => {
    const now = monotonicNowIso();
    return {
      ...(value as object),
      id: randomUUID(),
      status: items[i]!.status,
      created_at: now,
      updated_at: now,
    };
  }) as Insertable<Database["contact_submissions"]>[];
  const stored = await trx.insertInto(table).values(rows).returningAll().execute();
  if (attachment)
    for (const [i, item] of items.entries())
      if (item.attachment) await attachment.store(trx, rows[i]!.id as string, item.attachment);
  const byId = new Map(stored.map((row) => [row.id, row]));
  return rows.map((row) => toRecord(byId.get(row.id as string)!));
}
