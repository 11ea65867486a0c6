import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import { createGenerationWatcher, type GenerationWatcher } from "../content-generation.server.ts";
import { createSiteContent } from "../site/site-content.server.ts";
import { parseMailFrom, senderOf, type Sender } from "./sender.ts";

/** Resolves the From for the next e-mail. */
export type SenderSource = () => Promise<Sender>;

export interface SenderOptions {
  /** MAIL_FROM: when set, every e-mail is from it and the site content is not read. */
  mailFrom?: string;
  /** The process's watcher, when it has one; else one of its own on `db`. */
  generation?: GenerationWatcher;
}

/**
 * The sender as the site content says now (docs/decisions/089): the company's name and first
 * e-mail address from the published version, never the seed's. The document is this process's
 * copy under the one freshness rule (docs/decisions/079): stamped with the content generation
 * seen before it was read, read again once a newer generation is known, so the owner's change
 * of address is the From of the next e-mail the thread sends, without a restart.
 */
export function createSenderSource(
  db: Kysely<Database>,
  options: SenderOptions = {},
): SenderSource {
  if (options.mailFrom) {
    const fixed = parseMailFrom(options.mailFrom);
    return () => Promise.resolve(fixed);
  }
  const siteContent = createSiteContent(db, options.generation ?? createGenerationWatcher(db));
  return async () => senderOf((await siteContent.published()).content.company);
}
