import type { Kysely, Transaction } from "kysely";
import { containsIgnoringCase } from "../../db/list-helpers.ts";
import { countMatches, onePage } from "../list-page.server.ts";
import type { Database } from "../../db/schema.ts";
import { monotonicNowIso, toIsoString } from "../../db/values.ts";

/** Who did something, and from where: the API and the pages build one from the request. */
export interface Actor {
  /** null for a sign-in that failed or an anonymous request (a reset link). */
  id: string | null;
  email: string;
  address: string;
}

/** A signed-in member changing their own account: there is always an id. */
export type MemberActor = Actor & { id: string };

export interface AuditEntryInput {
  actor: Actor;
  /** `area.verb`, for example `product.update`, `inquiry.delete`, `user.update`, `auth.sign-in`. */
  action: string;
  /** What was acted on: `product:prod-001`, `user:…`, `invitation:…`. */
  target: string;
  before?: unknown;
  after?: unknown;
}

export interface AuditEntry {
  id: string;
  at: string;
  actorId: string | null;
  actorEmail: string;
  action: string;
  target: string;
  before?: unknown;
  after?: unknown;
  address: string;
}

export interface AuditQuery {
  /** The actor's id or part of their e-mail. */
  actor?: string;
  /** An action (`product.update`) or an area (`product`). */
  kind?: string;
  from?: string;
  to?: string;
  limit?: number;
  offset?: number;
}

type Db = Kysely<Database> | Transaction<Database>;

const json = (value: unknown) => (value === undefined ? null : JSON.stringify(value));

/**
 * Writes one audit entry. Call it with the transaction that makes the change, so the
 * entry and the change commit or roll back together (docs/decisions/051). For events
 * that change nothing (a sign-in), pass the database itself.
 */
export async function record(trx: Db, entry: AuditEntryInput): Promise<void> {
  await trx
    .insertInto("audit_log")
    .values({
      id: crypto.randomUUID(),
      at: monotonicNowIso(),
      actor_id: entry.actor.id,
      actor_email: entry.actor.email.slice(0, 320),
      action: entry.action,
      target: entry.target.slice(0, 500),
      before: json(entry.before),
      after: json(entry.after),
      address: entry.actor.address.slice(0, 100),
    })
    .execute();
}

/** The read side: the owner's screen and GET /api/admin/audit. There is no write path but `record`. */
export function createAuditService(db: Kysely<Database>) {
  return {
    record,
    async list(query: AuditQuery = {}): Promise<{ items: AuditEntry[]; total: number }> {
      let base = db.selectFrom("audit_log");
      const actor = query.actor?.trim();
      if (actor)
        base = base.where((eb) =>
          eb.or([eb("actor_id", "=", actor), containsIgnoringCase("actor_email", actor)]),
        );
      const kind = query.kind?.trim();
      if (kind)
        base = base.where((eb) =>
          eb.or([
            eb("action", "=", kind),
            eb("action", "like", `${kind.replace(/[%_\\]/g, "")}.%`),
          ]),
        );
      if (query.from) base = base.where("at", ">=", new Date(query.from).toISOString());
      // A bare date as `to` means the whole of that day (UTC).
      if (query.to)
        base = /^\d{4}-\d{2}-\d{2}$/.test(query.to)
          ? base.where("at", "<", new Date(Date.parse(query.to) + 86_400_000).toISOString())
          : base.where("at", "<=", new Date(query.to).toISOString());
      const total = await countMatches(base);
      const rows = await onePage(base.selectAll().orderBy("at", "desc").orderBy("id", "desc"), {
        limit: query.limit ?? 100,
        offset: query.offset,
      }).execute();
      return {
        total,
        items: rows.map((row) => ({
          id: row.id,
          at: toIsoString(row.at),
          actorId: row.actor_id,
          actorEmail: row.actor_email,
          action: row.action,
          target: row.target,
          ...(row.before !== null ? { before: JSON.parse(row.before) as unknown } : {}),
          ...(row.after !== null ? { after: JSON.parse(row.after) as unknown } : {}),
          address: row.address,
        })),
      };
    },
  };
}
