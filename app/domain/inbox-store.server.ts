import type { Insertable, Kysely, Selectable, Transaction } from "kysely";
import { containsIgnoringCase, toCount } from "../db/list-helpers.ts";
import type { Database, InboxStatus } from "../db/schema.ts";
import { randomUUID } from "node:crypto";
import { monotonicNowIso, nowIso, toIsoString } from "../db/values.ts";
import { record, type Actor } from "./audit/audit.server.ts";
import { addLeadEvent, removeLeadTrail } from "./leads/lead-events.server.ts";
import { leadKindOfTable } from "./leads/lead-kinds.ts";
import type { ListQuery } from "./schemas/list-query.ts";
import type { Page } from "./schemas/records.ts";
import type { SubmissionItem } from "./submission-writer.server.ts";

export type StatusChange<R> =
  { kind: "updated"; record: R } | { kind: "not-found" } | { kind: "not-spam" };

export type InboxTable = "product_inquiries" | "service_inquiries" | "contact_submissions";

/** What a submission brings (every inbox has the sender's address); the store sets the rest. */
export type InboxValues<T extends InboxTable> = Omit<
  Insertable<Database[T]>,
  "id" | "status" | "created_at" | "updated_at"
> & { email: string };

export interface InboxStoreOptions<T extends InboxTable, R> {
  table: T;
  searchColumns: string[];
  toRecord: (row: Selectable<Database[T]>) => R;
  /** The audit log's name for this inbox's records: `inquiry`, `service-inquiry`, `contact`. */
  auditKind: string;
}

/**
 * The three inboxes (product inquiries, service inquiries, contact messages)
 * share storage rules: server-set status and date, newest first, search,
 * status filter, paging, and spam kept out of the default view.
 */
export function createInboxStore<T extends InboxTable, R>(
  db: Kysely<Database>,
  options: InboxStoreOptions<T, R>,
) {
  // All three tables share id, status and created_at; the cast lets one query serve them.
  const table = options.table as "contact_submissions";
  const toRecord = options.toRecord as unknown as (
    row: Selectable<Database["contact_submissions"]>,
  ) => R;
  const leadKind = leadKindOfTable(options.table);

  return {
    /** Stores a batch of submissions in the caller's transaction: see `insertIntoInbox`. */
    insertAll: (trx: Transaction<Database>, items: SubmissionItem<InboxValues<T>>[]) =>
      insertIntoInbox(options, trx, items),

    async list(query: ListQuery = {}): Promise<Page<R>> {
      let base = db.selectFrom(table);
      base = query.status
        ? base.where("status", "=", query.status)
        : base.where("status", "!=", "spam");
      const term = query.q?.trim();
      if (term)
        base = base.where((eb) =>
          eb.or(options.searchColumns.map((c) => containsIgnoringCase(c, term))),
        );
      const { total } = await base
        .select((eb) => eb.fn.countAll<string | number>().as("total"))
        .executeTakeFirstOrThrow();
      let rows = base.selectAll().orderBy("created_at", "desc").orderBy("id", "desc");
      if (query.limit !== undefined || query.offset) {
        rows = rows.limit(query.limit ?? Number.MAX_SAFE_INTEGER).offset(query.offset ?? 0);
      }
      return { items: (await rows.execute()).map(toRecord), total: toCount(total) };
    },

    async get(id: string): Promise<R | null> {
      const row = await db.selectFrom(table).selectAll().where("id", "=", id).executeTakeFirst();
      return row ? toRecord(row) : null;
    },

    /** `new` only restores a submission marked as spam; an inbox item is never made unread. */
    async setStatus(id: string, status: InboxStatus, actor?: Actor): Promise<StatusChange<R>> {
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
        // The lead's timeline shows who changed the status (issue 14).
        if (row && before?.status !== row.status)
          await addLeadEvent(trx, {
            kind: leadKind,
            id,
            type: "status",
            actorId: actor?.id ?? null,
            detail: { from: before?.status, to: row.status },
          });
        if (row && actor)
          await record(trx, {
            actor,
            action: `${options.auditKind}.status`,
            target: `${options.auditKind}:${id}`,
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
        if (row) await removeLeadTrail(trx, leadKind, id);
        if (row && actor)
          await record(trx, {
            actor,
            action: `${options.auditKind}.delete`,
            target: `${options.auditKind}:${id}`,
            before: { status: row.status, date: toIsoString(row.created_at) },
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
export async function insertIntoInbox<T extends InboxTable, R>(
  options: Pick<InboxStoreOptions<T, R>, "table" | "toRecord">,
  trx: Transaction<Database>,
  items: SubmissionItem<InboxValues<T>>[],
): Promise<R[]> {
  // All three tables share id, status and created_at; the cast lets one query serve them.
  const table = options.table as "contact_submissions";
  const toRecord = options.toRecord as unknown as (
    row: Selectable<Database["contact_submissions"]>,
  ) => R;
  const rows = items.map(({ values, status }) => {
    const now = monotonicNowIso();
    return { ...(values as object), id: randomUUID(), status, created_at: now, updated_at: now };
  }) as Insertable<Database["contact_submissions"]>[];
  const stored = await trx.insertInto(table).values(rows).returningAll().execute();
  const byId = new Map(stored.map((row) => [row.id, row]));
  return rows.map((row) => toRecord(byId.get(row.id as string)!));
}
