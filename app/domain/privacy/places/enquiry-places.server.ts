import { sql, type Kysely, type Selectable, type Transaction } from "kysely";
import type { Database } from "../../../db/schema.ts";
import { toIsoString } from "../../../db/values.ts";
import { ENQUIRIES } from "../../enquiries/enquiry-registry.ts";
import { ENQUIRY_KINDS, type EnquiryKind } from "../../enquiries/enquiry-kinds.ts";
import { isTheirEmail, isTheirPhone, type Person, type PersonMatch } from "../person.ts";
import type { DatabasePlace } from "./place.ts";

type Db = Kysely<Database> | Transaction<Database>;

/** Every enquiry table has these columns; naming one lets one builder serve them all (decision 080). */
function tableOf(kind: EnquiryKind) {
  return ENQUIRIES[kind].table as "contact_submissions";
}

/**
 * Finds the person's enquiries of every kind in the registry: by address (whatever its case)
 * and by phone number (whatever its spelling). Matching a number written in any form means
 * reading every row's phone; one column of one table per kind, which a small company's inbox
 * answers in milliseconds.
 */
export async function matchPerson(db: Db, person: Person): Promise<PersonMatch> {
  const leads: { kind: EnquiryKind; id: string }[] = [];
  const names = new Set<string>();
  for (const kind of ENQUIRY_KINDS) {
    let query = db.selectFrom(tableOf(kind)).select(["id", "name", "email", "phone"]);
    if (!person.phone) query = query.where(sql`lower(email)`, "=", person.email ?? "");
    const rows = await query.execute();
    for (const row of rows) {
      if (!isTheirEmail(row.email, person) && !isTheirPhone(row.phone, person)) continue;
      leads.push({ kind, id: row.id });
      names.add(row.name);
    }
  }
  return { ...person, leads, leadIds: new Set(leads.map((l) => l.id)), names: [...names] };
}

function idsOf(match: PersonMatch, kind: EnquiryKind): string[] {
  return match.leads.filter((lead) => lead.kind === kind).map((lead) => lead.id);
}

/**
 * One place per kind of enquiry, read from the registry: a new kind is covered by its entry
 * there. Its rows are exported as the API's records with their lead columns, and deleted.
 */
export function enquiryPlace(kind: EnquiryKind): DatabasePlace {
  const definition = ENQUIRIES[kind];
  const toRecord = definition.toRecord as (row: Selectable<Database["contact_submissions"]>) => {
    id: string;
  };
  return {
    name: kind,
    label: definition.api.tag,
    store: "database",
    async find(db, { match }) {
      const ids = idsOf(match, kind);
      if (ids.length === 0) return [];
      const rows = await db.selectFrom(tableOf(kind)).selectAll().where("id", "in", ids).execute();
      return rows.map((row) => ({
        ...toRecord(row),
        stage: row.stage,
        lostReason: row.lost_reason,
        followUpAt: row.follow_up_at === null ? null : toIsoString(row.follow_up_at),
        updatedAt: toIsoString(row.updated_at),
      }));
    },
    async erase(trx, { match }) {
      const ids = idsOf(match, kind);
      if (ids.length === 0) return 0;
      const result = await trx.deleteFrom(tableOf(kind)).where("id", "in", ids).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
