import type { Transaction } from "kysely";
import type { Database } from "../../../db/schema.ts";
import { toIsoString } from "../../../db/values.ts";
import { mentions, redact, redactJson } from "../person.ts";
import type { PlaceContext } from "./place.ts";
import { mayMention } from "./prefilter.ts";
import { rewriteRows, tablePlace, type Db } from "./table-place.server.ts";

/**
 * Deletes the rows that belong to the person's own enquiries and has `redactOthers` rewrite the
 * rest, which only mention them: they are the team's record of someone else. Answers how many
 * rows it touched.
 */
async function eraseTrail<Row extends { id: string; lead_id: string }>(
  trx: Transaction<Database>,
  table: "lead_notes" | "lead_events",
  rows: Row[],
  { match }: PlaceContext,
  redactOthers: (others: Row[]) => Promise<void>,
): Promise<number> {
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
  await redactOthers(rows.filter((row) => !own.includes(row)));
  return rows.length;
}

/** What every row of a lead's trail is exported with first: which lead it hangs off. */
function trailOf(row: { id: string; lead_kind: string; lead_id: string }) {
  return { id: row.id, leadKind: row.lead_kind, leadId: row.lead_id };
}

/**
 * Notes on the person's enquiries, and notes on anyone's that mention their address or number
 * (a colleague's "also call 98765 43210"). Notes are free text typed by the team, where a number
 * is written every which way, so all of them are read; a small company writes thousands, not
 * millions. Their own enquiries' notes are deleted; others keep their text with the address and
 * number replaced by "[erased]".
 */
export const leadNotesPlace = tablePlace("lead_notes", "Notes", {
  matching: matchingNotes,
  show: (note) => ({
    ...trailOf(note),
    text: note.text,
    authorId: note.author_id,
    at: toIsoString(note.created_at),
  }),
  erase: (trx, notes, context) =>
    eraseTrail(trx, "lead_notes", notes, context, (others) =>
      rewriteRows(trx.updateTable("lead_notes"), others, (note) => ({
        text: redact(note.text, context.match),
      })),
    ),
});

async function matchingNotes(db: Db, { match }: PlaceContext) {
  const notes = await db.selectFrom("lead_notes").selectAll().execute();
  return notes.filter((note) => match.leadIds.has(note.lead_id) || mentions(note.text, match));
}

/**
 * The timelines of the person's enquiries (a reply's event names the address it went to), and
 * any other event whose details mention them.
 */
export const leadEventsPlace = tablePlace("lead_events", "Timeline events", {
  matching: matchingEvents,
  show: (event) => ({
    ...trailOf(event),
    type: event.type,
    at: toIsoString(event.at),
    detail: JSON.parse(event.detail) as unknown,
  }),
  erase: (trx, events, context) =>
    eraseTrail(trx, "lead_events", events, context, (others) =>
      rewriteRows(trx.updateTable("lead_events"), others, (event) => ({
        detail: redactJson(event.detail, context.match),
      })),
    ),
});

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
