import { sql, type Kysely, type Transaction } from "kysely";
import type { Database } from "../../db/schema.ts";
import { record, type Actor } from "../audit/audit.server.ts";
import { matchPerson } from "./places/enquiry-places.server.ts";
import { PERSONAL_DATA_PLACES, type PlaceContext } from "./personal-data-places.server.ts";
import { maskedEmail, maskedPhone, personOf, type Person } from "./person.ts";
import { createPrivacyRequests, settle } from "./privacy-requests.server.ts";
import type { ErasureInput } from "./privacy-schemas.ts";
import { createRetention } from "./retention.server.ts";

/** How many of each place an erasure touched, or an export found: `{ contacts: 1, … }`. */
export type PlaceCounts = Record<string, number>;

/** Everything held about one person, place by place (GET /api/admin/privacy/export). */
export interface HeldData {
  person: Person;
  generatedAt: string;
  counts: PlaceCounts;
  held: Record<string, unknown[]>;
}

export type ErasureOutcome =
  | { kind: "erased"; erased: PlaceCounts; requestId: string }
  /** The address is a team member's: accounts are removed on the Team screen, not here. */
  | { kind: "team-member" }
  | { kind: "request-not-found" }
  | { kind: "request-closed" };

export interface PrivacyOptions {
  /** `DATA_DIR/mail`, where the file transport writes `.eml` files; null: none to search. */
  mailDirectory?: string | null;
  now?: () => number;
}

/**
 * Erasure and export by person (docs/decisions/090): every place in PERSONAL_DATA_PLACES, the
 * requests people make, and the retention periods.
 */
export function createPrivacyService(db: Kysely<Database>, options: PrivacyOptions = {}) {
  const now = options.now ?? Date.now;
  const mailDirectory = options.mailDirectory ?? null;
  const requests = createPrivacyRequests(db, now);

  async function held(person: Person): Promise<HeldData> {
    const context: PlaceContext = { match: await matchPerson(db, person), mailDirectory };
    const found: Record<string, unknown[]> = {};
    for (const place of PERSONAL_DATA_PLACES)
      found[place.name] =
        place.store === "database" ? await place.find(db, context) : await place.find(context);
    return {
      person,
      generatedAt: new Date(now()).toISOString(),
      counts: Object.fromEntries(Object.entries(found).map(([name, rows]) => [name, rows.length])),
      held: found,
    };
  }

  return {
    requests,
    retention: createRetention(db, { mailDirectory, now }),
    /** Where each place's rows and files are listed (for the screen's headings). */
    places: PERSONAL_DATA_PLACES.map(({ name, label }) => ({ name, label })),

    /** What is held, for the owner's screen (reading it changes nothing, so it is not audited). */
    held: (input: ErasureInput) => held(personOf(input)),

    /** What is held, for the person: the export is audited (its counts, not the person). */
    async export(input: ErasureInput, actor: Actor): Promise<HeldData> {
      const data = await held(personOf(input));
      await record(db, {
        actor,
        action: "privacy.export",
        target: input.requestId ? `privacy-request:${input.requestId}` : "privacy",
        after: { counts: data.counts },
      });
      return data;
    },

    /**
     * Erases the person from every place in one transaction, files included (removed before the
     * commit: should it fail, the rows stay and the erasure can be repeated), then records the
     * request as done and audits the counts, never the address.
     */
    async erase(input: ErasureInput, actor: Actor): Promise<ErasureOutcome> {
      const person = personOf(input);
      return db.transaction().execute(async (trx) => {
        const refused = await refusal(trx, person, input.requestId);
        if (refused) return refused;
        const context: PlaceContext = { match: await matchPerson(trx, person), mailDirectory };
        const erased: PlaceCounts = {};
        for (const place of PERSONAL_DATA_PLACES)
          erased[place.name] =
            place.store === "database"
              ? await place.erase(trx, context)
              : await place.erase(context);
        const outcome = { status: "done" as const, outcome: describeErasure(erased) };
        const requestId = input.requestId
          ? (await settle(trx, input.requestId, outcome, actor, now), input.requestId)
          : await recordErasure(trx, person, outcome.outcome, actor, now());
        await record(trx, {
          actor,
          action: "privacy.erase",
          target: `privacy-request:${requestId}`,
          after: { erased },
        });
        return { kind: "erased", erased, requestId };
      });
    },
  };
}

type Trx = Transaction<Database>;

/** Why an erasure may not start: checked before anything is touched. */
async function refusal(
  trx: Trx,
  person: Person,
  requestId: string | undefined,
): Promise<Exclude<ErasureOutcome, { kind: "erased" }> | null> {
  if (person.email) {
    const member = await trx
      .selectFrom("admins")
      .select("id")
      .where(sql`lower(email)`, "=", person.email)
      .executeTakeFirst();
    if (member) return { kind: "team-member" };
  }
  if (!requestId) return null;
  const request = await trx
    .selectFrom("privacy_requests")
    .select("status")
    .where("id", "=", requestId)
    .executeTakeFirst();
  if (!request) return { kind: "request-not-found" };
  return request.status === "open" ? null : { kind: "request-closed" };
}

/** An erasure asked for without a recorded request is recorded as one, received and done now. */
async function recordErasure(
  trx: Trx,
  person: Person,
  outcome: string,
  actor: Actor,
  at: number,
): Promise<string> {
  const id = crypto.randomUUID();
  const iso = new Date(at).toISOString();
  await trx
    .insertInto("privacy_requests")
    .values({
      id,
      kind: "erasure",
      email: person.email ? maskedEmail(person.email) : null,
      phone: person.phone ? maskedPhone(person.phone) : null,
      note: "",
      status: "done",
      outcome,
      received_at: iso,
      closed_at: iso,
      created_by: actor.id,
      closed_by: actor.id,
      created_at: iso,
    })
    .execute();
  return id;
}

const LABELS = new Map(PERSONAL_DATA_PLACES.map((place) => [place.name, place.label]));

/** "Erased: Contact submissions 1, Notes 2, E-mail files 3", for the request's outcome. */
export function describeErasure(counts: PlaceCounts): string {
  const parts = Object.entries(counts)
    .filter(([, n]) => n > 0)
    .map(([name, n]) => `${LABELS.get(name) ?? name} ${n}`);
  return parts.length > 0 ? `Erased: ${parts.join(", ")}` : "Nothing was held";
}
