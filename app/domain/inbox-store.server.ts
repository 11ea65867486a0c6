import type { Insertable, Kysely, Selectable, Transaction } from "kysely";
import { containsIgnoringCase, toCount } from "../db/list-helpers.ts";
import type { Database, InboxStatus } from "../db/schema.ts";
import { monotonicNowIso, nowIso } from "../db/values.ts";
import type { ListQuery } from "./schemas/list-query.ts";
import type { Page } from "./schemas/records.ts";

export type StatusChange<R> =
  { kind: "updated"; record: R } | { kind: "not-found" } | { kind: "not-spam" };

export type InboxTable = "product_inquiries" | "service_inquiries" | "contact_submissions";

export interface InboxStoreOptions<T extends InboxTable, R> {
  table: T;
  searchColumns: string[];
  toRecord: (row: Selectable<Database[T]>) => R;
  /** Runs inside the insert's transaction: notifications are queued atomically (issue 5). */
  afterInsert?: (trx: Transaction<Database>, record: R) => Promise<void>;
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

  return {
    async insert(
      values: Omit<Insertable<Database[T]>, "id" | "status" | "created_at" | "updated_at">,
      status: InboxStatus,
    ): Promise<R> {
      const now = monotonicNowIso();
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto(table)
          .values({
            ...(values as object),
            id: crypto.randomUUID(),
            status,
            created_at: now,
            updated_at: now,
          } as Insertable<Database["contact_submissions"]>)
          .returningAll()
          .executeTakeFirstOrThrow();
        const record = toRecord(row);
        await options.afterInsert?.(trx, record);
        return record;
      });
    },

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
    async setStatus(id: string, status: InboxStatus): Promise<StatusChange<R>> {
      let update = db.updateTable(table).set({ status, updated_at: nowIso() }).where("id", "=", id);
      if (status === "new") update = update.where("status", "=", "spam");
      const row = await update.returningAll().executeTakeFirst();
      if (row) return { kind: "updated", record: toRecord(row) };
      const exists = await db
        .selectFrom(table)
        .select("id")
        .where("id", "=", id)
        .executeTakeFirst();
      return { kind: exists ? "not-spam" : "not-found" };
    },

    async remove(id: string): Promise<boolean> {
      const result = await db.deleteFrom(table).where("id", "=", id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}
