import type { Kysely, Selectable, Transaction } from "kysely";
import type { Database, PrivacyRequestsTable } from "../../db/schema.ts";
import { toIsoString } from "../../db/values.ts";
import { record, type Actor } from "../audit/audit.server.ts";
import type { PrivacyRequestClose, PrivacyRequestInput } from "./privacy-schemas.ts";
import { rowById } from "../row-by-id.server.ts";

export interface PrivacyRequest {
  id: string;
  kind: PrivacyRequestsTable["kind"];
  email: string | null;
  phone: string | null;
  note: string;
  status: PrivacyRequestsTable["status"];
  outcome: string | null;
  receivedAt: string;
  closedAt: string | null;
}

type Db = Kysely<Database> | Transaction<Database>;

/** Closed requests the screen lists below the open ones. */
const CLOSED_SHOWN = 100;

/**
 * The requests people made about their data: recorded when they arrive, closed with an
 * outcome. Audit entries name the request, never the person.
 */
export function createPrivacyRequests(db: Kysely<Database>, now: () => number) {
  return {
    /** Open requests oldest first (the longest waiting on top), then the latest closed ones. */
    async list(): Promise<PrivacyRequest[]> {
      const open = await db
        .selectFrom("privacy_requests")
        .selectAll()
        .where("status", "=", "open")
        .orderBy("received_at")
        .execute();
      const closed = await db
        .selectFrom("privacy_requests")
        .selectAll()
        .where("status", "!=", "open")
        .orderBy("closed_at", "desc")
        .limit(CLOSED_SHOWN)
        .execute();
      return [...open, ...closed].map(toRequest);
    },

    async get(id: string): Promise<PrivacyRequest | null> {
      const row = await rowById(db.selectFrom("privacy_requests"), id);
      return row ? toRequest(row) : null;
    },

    async open(input: PrivacyRequestInput, actor: Actor): Promise<PrivacyRequest> {
      const at = new Date(now()).toISOString();
      const row = await db.transaction().execute(async (trx) => {
        const inserted = await trx
          .insertInto("privacy_requests")
          .values({
            id: crypto.randomUUID(),
            kind: input.kind,
            email: input.email?.toLowerCase() || null,
            phone: input.phone || null,
            note: input.note,
            status: "open",
            outcome: null,
            received_at: input.receivedAt ? `${input.receivedAt}T00:00:00.000Z` : at,
            closed_at: null,
            created_by: actor.id,
            closed_by: null,
            created_at: at,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        await record(trx, {
          actor,
          action: "privacy.request",
          target: `privacy-request:${inserted.id}`,
          after: { kind: inserted.kind },
        });
        return inserted;
      });
      return toRequest(row);
    },

    /** null when there is no such request; `closed` when it was already answered. */
    async close(
      id: string,
      input: PrivacyRequestClose,
      actor: Actor,
    ): Promise<PrivacyRequest | "closed" | null> {
      return db.transaction().execute(async (trx) => {
        const row = await settle(trx, id, input, actor, now);
        if (row === null || row === "closed") return row;
        await record(trx, {
          actor,
          action: "privacy.request-close",
          target: `privacy-request:${id}`,
          after: { status: input.status, outcome: input.outcome },
        });
        return toRequest(row);
      });
    },
  };
}

/** Closes an open request in `trx`: null when unknown, `closed` when already closed. */
export async function settle(
  trx: Db,
  id: string,
  input: PrivacyRequestClose,
  actor: Actor,
  now: () => number,
): Promise<Selectable<PrivacyRequestsTable> | "closed" | null> {
  const row = await trx
    .updateTable("privacy_requests")
    .set({
      status: input.status,
      outcome: input.outcome,
      closed_at: new Date(now()).toISOString(),
      closed_by: actor.id,
    })
    .where("id", "=", id)
    .where("status", "=", "open")
    .returningAll()
    .executeTakeFirst();
  if (row) return row;
  const exists = await trx
    .selectFrom("privacy_requests")
    .select("id")
    .where("id", "=", id)
    .executeTakeFirst();
  return exists ? "closed" : null;
}

export function toRequest(row: Selectable<PrivacyRequestsTable>): PrivacyRequest {
  return {
    id: row.id,
    kind: row.kind,
    email: row.email,
    phone: row.phone,
    note: row.note,
    status: row.status,
    outcome: row.outcome,
    receivedAt: toIsoString(row.received_at),
    closedAt: row.closed_at === null ? null : toIsoString(row.closed_at),
  };
}
