import { sql, type Kysely, type SelectQueryBuilder } from "kysely";
import { toCount } from "../../db/list-helpers.ts";
import { searchedFor } from "../list-page.server.ts";
import type { Database, InboxStatus } from "../../db/schema.ts";
import { toIsoString } from "../../db/values.ts";
import { endOfBusinessDate, endOfBusinessDay } from "./business-day.ts";
import { ENQUIRIES } from "../enquiries/enquiry-registry.ts";
import { ENQUIRY_KINDS, type EnquiryKind } from "../enquiries/enquiry-kinds.ts";
import type { DueFilter } from "./lead-schemas.ts";
import type { LeadStage } from "./lead-stages.ts";
import type { LeadSummary } from "./lead-types.ts";

export type { LeadSummary };

export interface LeadFilters {
  q?: string;
  kind?: EnquiryKind;
  /** One status, several, or (unset) everything but spam. */
  status?: InboxStatus | InboxStatus[];
  stage?: LeadStage;
  /** A member's id, or `none` (`me` is resolved by the caller). */
  assignee?: string;
  due?: DueFilter;
  /** Same address or phone (the lead page's earlier inquiries). */
  contact?: { email: string; phone: string; before: string; excludeId: string };
}

export interface LeadPageQuery extends LeadFilters {
  limit?: number;
  offset?: number;
  /** Newest first (the inbox) or oldest first (waiting longest for a reply). */
  order?: "newest" | "oldest";
}

type Branch = SelectQueryBuilder<Database, "contact_submissions", object>;

/**
 * The one leads inbox: a UNION ALL of the enquiry tables. Each branch is ordered and limited
 * on its own (its index on created_at, or stage/assignee + created_at, serves it), so the
 * first page reads at most offset + limit rows of each table, however many leads there are.
 */
export function createLeadList(db: Kysely<Database>, now: () => number = Date.now) {
  function filtered(kind: EnquiryKind, filters: LeadFilters): Branch {
    const definition = ENQUIRIES[kind];
    // The enquiry tables share the columns used here; the cast lets one builder serve them.
    let q = db.selectFrom(definition.table as "contact_submissions") as unknown as Branch;
    const { status } = filters;
    if (Array.isArray(status)) q = q.where("status", "in", status);
    else if (status) q = q.where("status", "=", status);
    else q = q.where("status", "!=", "spam");
    if (filters.stage) q = q.where("stage", "=", filters.stage);
    if (filters.assignee === "none") q = q.where("assignee_id", "is", null);
    else if (filters.assignee) q = q.where("assignee_id", "=", filters.assignee);
    q = dueFilter(q, filters.due, now());
    q = searchedFor(q, filters.q, definition.searchColumns);
    const contact = filters.contact;
    if (contact)
      q = q
        .where((eb) =>
          eb.or([
            eb(sql`lower(email)`, "=", contact.email.toLowerCase()),
            eb("phone", "=", contact.phone),
          ]),
        )
        .where("created_at", "<=", contact.before)
        .where("id", "!=", contact.excludeId);
    return q;
  }

  const kindsOf = (filters: LeadFilters) => (filters.kind ? [filters.kind] : [...ENQUIRY_KINDS]);

  return {
    async page(query: LeadPageQuery = {}): Promise<{ items: LeadSummary[]; total: number }> {
      const [items, total] = await Promise.all([this.items(query), this.count(query)]);
      return { items, total };
    },

    async items(query: LeadPageQuery = {}): Promise<LeadSummary[]> {
      const direction = query.order === "oldest" ? "asc" : "desc";
      const take = query.limit === undefined ? undefined : query.limit + (query.offset ?? 0);
      const branches = kindsOf(query).map((kind) => {
        let branch = filtered(kind, query)
          .select([
            sql<EnquiryKind>`${sql.lit(kind)}`.as("kind"),
            "id",
            "name",
            "email",
            "phone",
            sql<string>`${sql.ref(ENQUIRIES[kind].subjectColumn)}`.as("subject"),
            "status",
            "stage",
            "assignee_id",
            "follow_up_at",
            "created_at",
          ])
          .orderBy("created_at", direction)
          .orderBy("id", direction);
        if (take !== undefined) branch = branch.limit(take);
        // A branch with its own ORDER BY/LIMIT must be a subquery on SQLite.
        return db.selectFrom(branch.as("branch")).selectAll();
      });
      const [first, ...rest] = branches;
      if (!first) return [];
      const union = rest.reduce((all, branch) => all.unionAll(branch), first);
      let rows = db
        .selectFrom(union.as("leads"))
        .selectAll()
        .orderBy("created_at", direction)
        .orderBy("id", direction);
      if (take !== undefined) rows = rows.limit(query.limit ?? take).offset(query.offset ?? 0);
      else if (query.offset) rows = rows.limit(Number.MAX_SAFE_INTEGER).offset(query.offset);
      return (await rows.execute()).map((row) => ({
        kind: row.kind,
        id: row.id,
        name: row.name,
        email: row.email,
        phone: row.phone,
        subject: row.subject,
        status: row.status,
        stage: row.stage,
        assigneeId: row.assignee_id,
        followUpAt: row.follow_up_at === null ? null : toIsoString(row.follow_up_at),
        date: toIsoString(row.created_at),
      }));
    },

    /** The matching leads of every enquiry table, counted in one round trip. */
    async count(filters: LeadFilters = {}): Promise<number> {
      const row = await db
        .selectNoFrom(() =>
          kindsOf(filters).map((kind) =>
            filtered(kind, filters)
              .select((eb) => eb.fn.countAll().as("n"))
              .as(`n_${kind.replace("-", "_")}`),
          ),
        )
        .executeTakeFirstOrThrow();
      return Object.values(row).reduce<number>((sum, n) => sum + toCount(n as number), 0);
    },
  };
}

function dueFilter(q: Branch, due: DueFilter | undefined, now: number): Branch {
  const nowIso = new Date(now).toISOString();
  switch (due) {
    case undefined:
      return q;
    case "none":
      return q.where("follow_up_at", "is", null);
    case "any":
      return q.where("follow_up_at", "is not", null);
    case "overdue":
      return q.where("follow_up_at", "<=", nowIso);
    case "today":
      return q.where("follow_up_at", "<", endOfBusinessDay(now).toISOString());
    case "upcoming":
      return q.where("follow_up_at", ">", nowIso);
    default:
      return q.where("follow_up_at", "<", endOfBusinessDate(due).toISOString());
  }
}
