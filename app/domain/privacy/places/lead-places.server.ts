import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../../db/schema.ts";
import { toIsoString } from "../../../db/values.ts";
import { mentions, redact, redactJson } from "../person.ts";
import type { DatabasePlace, PlaceContext } from "./place.ts";
import { mayMention } from "./prefilter.ts";

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Deletes the rows that belong to the person's own enquiries, and returns the others, which
 * only mention them and are redacted instead: they are the team's record of someone else.
 */
async function deleteTheirOwn<Row extends { id: string; lead_id: string }>(
  trx: Transaction<Database>,
  table: "lead_notes" | "lead_events",
  rows: Row[],
  { match }: PlaceContext,
): Promise<Row[]> {
  const own = rows.filter((row) => match.leadIds.has(row.lead_id));
  if (own.length > 0)
    await trx
      .deleteFrom(table)
      .where(
        "id",
        "in",
        own.map((row) => row.id),
      )
      .execute();
  return rows.filter((row) => !own.includes(row));
}

/**
 * Notes on the person's enquiries, and notes on anyone's that mention their address or number
 * (a colleague's "also call 98765 43210"). Notes are free text typed by the team, where a number
 * is written every which way, so all of them are read; a small company writes thousands, not
 * millions. Their own enquiries' notes are deleted; others keep their text with the address and
 * number replaced by "[erased]".
 */
export const leadNotesPlace: DatabasePlace = {
  name: "lead_notes",
  label: "Notes",
  store: "database",
  async find(db, context) {
    return (await matchingNotes(db, context)).map((note) => ({
      id: note.id,
      leadKind: note.lead_kind,
      leadId: note.lead_id,
      text: note.text,
      authorId: note.author_id,
      at: toIsoString(note.created_at),
    }));
  },
  async erase(trx, context) {
    const notes = await matchingNotes(trx, context);
    for (const note of await deleteTheirOwn(trx, "lead_notes", notes, context))
      await trx
        .updateTable("lead_notes")
        .set({ text: redact(note.text, context.match) })
        .where("id", "=", note.id)
        .execute();
    return notes.length;
  },
};

async function matchingNotes(db: Db, { match }: PlaceContext) {
  const notes = await db.selectFrom("lead_notes").selectAll().execute();
  return notes.filter((note) => match.leadIds.has(note.lead_id) || mentions(note.text, match));
}

/**
 * The timelines of the person's enquiries (a reply's event names the address it went to), and
 * any other event whose details mention them.
 */
export const leadEventsPlace: DatabasePlace = {
  name: "lead_events",
  label: "Timeline events",
  store: "database",
  async find(db, context) {
    return (await matchingEvents(db, context)).map((event) => ({
      id: event.id,
      leadKind: event.lead_kind,
      leadId: event.lead_id,
      type: event.type,
      at: toIsoString(event.at),
      detail: JSON.parse(event.detail) as unknown,
    }));
  },
  async erase(trx, context) {
    const events = await matchingEvents(trx, context);
    for (const event of await deleteTheirOwn(trx, "lead_events", events, context))
      await trx
        .updateTable("lead_events")
        .set({ detail: redactJson(event.detail, context.match) })
        .where("id", "=", event.id)
        .execute();
    return events.length;
  },
};

async function matchingEvents(db: Db, { match }: PlaceContext) {
  const ids = [...match.leadIds];
  const rows = await db
    .selectFrom("lead_events")
    .selectAll()
    .where((eb) =>
      eb.or([...(ids.length > 0 ? [eb("lead_id", "in", ids)] : []), mayMention(["detail"], match)]),
    )
    .execute();
  return rows.filter((event) => match.leadIds.has(event.lead_id) || mentions(event.detail, match));
}
