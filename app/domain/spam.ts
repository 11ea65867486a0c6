/**
 * Spam defence without puzzles (docs/decisions/011-spam-defence.md).
 * Browser-safe: the public forms import the field names from here; the
 * signing lives in spam-stamp.server.ts.
 */

/**
 * A field hidden from people (and from screen readers); bots that fill every input fill it.
 * Named unlike any field of the API, so a client that sends, say, `website` as an extra
 * field has it dropped like any unknown field instead of being taken for a bot.
 */
export const HONEYPOT_FIELD = "company_website";

/** The signed moment the form was shown; a submission sooner than the minimum fill time is a bot. */
export const FORM_STAMP_FIELD = "formStartedAt";

/** FORM_MIN_FILL_MS's default: a person needs longer than this to fill any of the three forms. */
export const DEFAULT_MIN_FILL_MS = 3000;

export type SpamReason = "honeypot" | "too-fast" | "invalid-stamp";

export type SpamVerdict = { status: "new" } | { status: "spam"; reason: SpamReason };
