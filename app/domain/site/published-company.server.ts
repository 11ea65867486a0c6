import type { Kysely, Transaction } from "kysely";
import { deepFreeze } from "../../utils/deep-freeze.ts";
import type { Database } from "../../db/schema.ts";
import { latestStoredVersion } from "./content-versions.server.ts";
import type { SiteContent } from "./site-content-schema.ts";
import { parseStoredContent } from "./stored-content.ts";

/** The published company details, read in the caller's transaction; undefined before the seed. */
export async function publishedCompany(
  executor: Kysely<Database> | Transaction<Database>,
): Promise<SiteContent["company"] | undefined> {
  const row = await latestStoredVersion(executor);
  if (!row) return undefined;
  // Every submission reads this for its e-mails; the document changes rarely, so the last
  // parse is kept for as long as the stored text is the same (frozen: it is shared).
  if (row.content !== lastCompany.json)
    lastCompany = {
      json: row.content,
      company: deepFreeze(parseStoredContent(row.content).company),
    };
  return lastCompany.company;
}

let lastCompany: { json: string | null; company: SiteContent["company"] | undefined } = {
  json: null,
  company: undefined,
};
