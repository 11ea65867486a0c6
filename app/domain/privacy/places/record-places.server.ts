import { sql } from "kysely";
import { toIsoString } from "../../../db/values.ts";
import { ENQUIRIES } from "../../enquiries/enquiry-registry.ts";
import { isEnquiryKind } from "../../enquiries/enquiry-kinds.ts";
import {
  isTheirEmail,
  isTheirPhone,
  maskedEmail,
  maskedPhone,
  mentions,
  redact,
  redactJson,
  type PersonMatch,
} from "../person.ts";
import { toRequest } from "../privacy-requests.server.ts";
import type { DatabasePlace, PlaceContext } from "./place.ts";
import { mayMention } from "./prefilter.ts";
import { rewriteRows, tablePlace, type Db } from "./table-place.server.ts";

/**
 * Counters keyed by what they count: the sign-in limits name the address typed
 * (`login:account:…`, `login:pair:…|…`). A small table of live counters; every key is read.
 */
export const rateLimitsPlace = tablePlace("rate_limits", "Rate-limit counters", {
  matching: matchingKeys,
  show: (row) => ({
    key: row.key,
    count: Number(row.count),
    windowStart: new Date(Number(row.window_start)).toISOString(),
  }),
  async erase(trx, rows) {
    const keys = rows.map((row) => row.key);
    if (keys.length === 0) return 0;
    const result = await trx.deleteFrom("rate_limits").where("key", "in", keys).executeTakeFirst();
    return Number(result.numDeletedRows);
  },
});

async function matchingKeys(db: Db, { match }: PlaceContext) {
  const rows = await db.selectFrom("rate_limits").selectAll().execute();
  return rows.filter((row) => mentions(row.key, match));
}

/** The tables that hold an address someone typed for someone else, and its column. */
const ADDRESS_COLUMNS = { invitations: "email", email_changes: "new_email" } as const;
type AddressedTable = keyof typeof ADDRESS_COLUMNS;

/** The table's address in lower case, as the person's address is matched. */
const addressOf = (table: AddressedTable) => sql<string>`lower(${sql.ref(ADDRESS_COLUMNS[table])})`;

/**
 * A table of addresses someone typed for someone else: its rows to the person's address (none
 * without one), as `show` exports them, deleted by that address.
 */
function addressedPlace(
  table: AddressedTable,
  label: string,
  show: (db: Db, email: string) => Promise<unknown[]>,
): DatabasePlace {
  return {
    name: table,
    label,
    store: "database",
    find: async (db, { match }) => (match.email ? show(db, match.email) : []),
    async erase(trx, { match }) {
      if (!match.email) return 0;
      const result = await trx
        .deleteFrom(table)
        .where(addressOf(table), "=", match.email)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

/** Invitations to join the team sent to the address (an account itself is never erased here). */
export const invitationsPlace = addressedPlace("invitations", "Team invitations", invitationsTo);

async function invitationsTo(db: Db, email: string) {
  const rows = await db
    .selectFrom("invitations")
    .selectAll()
    .where(addressOf("invitations"), "=", email)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    role: row.role,
    createdAt: toIsoString(row.created_at),
    acceptedAt: row.accepted_at === null ? null : toIsoString(row.accepted_at),
  }));
}

/**
 * Sign-in address changes to the address: a member's own request, but the address may be the
 * person's, and an unconfirmed or used link has no reason to outlive an erasure.
 */
export const emailChangesPlace = addressedPlace(
  "email_changes",
  "Sign-in address changes",
  emailChangesTo,
);

async function emailChangesTo(db: Db, email: string) {
  const rows = await db
    .selectFrom("email_changes")
    .select(["admin_id", "new_email", "created_at", "used_at"])
    .where(addressOf("email_changes"), "=", email)
    .execute();
  return rows.map((row) => ({
    memberId: row.admin_id,
    newEmail: row.new_email,
    requestedAt: toIsoString(row.created_at),
    confirmedAt: row.used_at === null ? null : toIsoString(row.used_at),
  }));
}

/**
 * The requests they made. Kept, because the company must be able to show it answered them,
 * but an erasure masks who asked ("a•••@example.com", "••••••3210") and redacts the note.
 */
export const privacyRequestsPlace = tablePlace("privacy_requests", "Privacy requests", {
  matching: matchingRequests,
  show: (row) => {
    // What it holds about them, not when the team closed it.
    const { closedAt: _closedAt, ...held } = toRequest(row);
    return held;
  },
  async erase(trx, rows, { match }) {
    await rewriteRows(trx.updateTable("privacy_requests"), rows, (row) => ({
      email: row.email === null ? null : maskedEmail(row.email),
      phone: row.phone === null ? null : maskedPhone(row.phone),
      note: redact(row.note, match, match.names),
    }));
    return rows.length;
  },
});

async function matchingRequests(db: Db, { match }: PlaceContext) {
  const rows = await db.selectFrom("privacy_requests").selectAll().execute();
  return rows.filter(
    (row) =>
      isTheirEmail(row.email, match) || isTheirPhone(row.phone, match) || mentions(row.note, match),
  );
}

/**
 * Audit entries about them: those on their enquiries (`inquiry:{id}`), a failed sign-in with
 * their address typed in, anything whose details mention them. Kept, because the log is the
 * team's accountability, but redacted: their address, number and (on their enquiries' entries)
 * names become "[erased]". The team member's own address and network address stay.
 */
export const auditLogPlace = tablePlace("audit_log", "Audit log entries", {
  matching: matchingEntries,
  show: (row) => ({
    id: row.id,
    at: toIsoString(row.at),
    actorEmail: row.actor_email,
    action: row.action,
    target: row.target,
    before: row.before === null ? null : (JSON.parse(row.before) as unknown),
    after: row.after === null ? null : (JSON.parse(row.after) as unknown),
  }),
  async erase(trx, rows, { match }) {
    const targets = leadTargets(match);
    await rewriteRows(trx.updateTable("audit_log"), rows, (row) => {
      const names = targets.has(row.target) ? match.names : [];
      return {
        actor_email: redact(row.actor_email, match),
        target: redact(row.target, match),
        before: row.before === null ? null : redactJson(row.before, match, names),
        after: row.after === null ? null : redactJson(row.after, match, names),
      };
    });
    return rows.length;
  },
});

/** `inquiry:{id}`, `contact:{id}`…: the names the audit log gives their enquiries. */
function leadTargets(match: PersonMatch): Set<string> {
  return new Set(
    match.leads.flatMap((lead) =>
      isEnquiryKind(lead.kind) ? [`${ENQUIRIES[lead.kind].storedAs.audit}:${lead.id}`] : [],
    ),
  );
}

async function matchingEntries(db: Db, { match }: PlaceContext) {
  const targets = [...leadTargets(match)];
  const rows = await db
    .selectFrom("audit_log")
    .selectAll()
    .where((eb) =>
      eb.or([
        ...(targets.length > 0 ? [eb("target", "in", targets)] : []),
        mayMention(["actor_email", "target", "before", "after"], match),
      ]),
    )
    .execute();
  return rows.filter(
    (row) =>
      targets.includes(row.target) ||
      [row.actor_email, row.target, row.before, row.after].some((text) => mentions(text, match)),
  );
}
