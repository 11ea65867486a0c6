import { readdir, readFile, stat, unlink } from "node:fs/promises";
import { basename, join } from "node:path";
import { toIsoString } from "../../../db/values.ts";
import { messageOf } from "../../notifications/outbox.server.ts";
import { mailFileText } from "../mail-file-text.ts";
import { isTheirEmail, mentions } from "../person.ts";
import type { FilePlace, PlaceContext } from "./place.ts";
import { tablePlace, type Db } from "./table-place.server.ts";

/**
 * E-mails waiting, sent (kept 30 days) or failed: about their enquiries (the team's
 * notification, their acknowledgement, replies), to or from their address, or mentioning them
 * (a member's digest of follow-ups links to their enquiry). The outbox is bounded by its own
 * purge, so every row is read. Deleted whole: a pending message about them is not sent.
 */
export const outboxPlace = tablePlace("notification_outbox", "E-mails (outbox)", {
  matching: matchingMessages,
  show: (row) => ({
    ...messageOf(row),
    status: row.status,
    createdAt: toIsoString(row.created_at),
    sentAt: row.sent_at === null ? null : toIsoString(row.sent_at),
  }),
  async erase(trx, rows) {
    const ids = rows.map((row) => row.id);
    if (ids.length === 0) return 0;
    const result = await trx
      .deleteFrom("notification_outbox")
      .where("id", "in", ids)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  },
});

async function matchingMessages(db: Db, { match }: PlaceContext) {
  const rows = await db.selectFrom("notification_outbox").selectAll().execute();
  return rows.filter(
    (row) =>
      match.leadIds.has(row.submission_id) ||
      isTheirEmail(row.recipient, match) ||
      isTheirEmail(row.reply_to, match) ||
      [row.subject, row.text, row.html].some((text) => mentions(text, match)),
  );
}

interface MailFile {
  file: string;
  path: string;
  text: string;
  bytes: number;
  modifiedAt: string;
}

/**
 * The `.eml` files written when no SMTP server is set (`DATA_DIR/mail`, one per message and
 * attempt-proof, named by the outbox id). They outlive their outbox rows (kept by the
 * retention period for mail files), so every file is read and decoded; a file is theirs when
 * its headers or text hold their address, number or one of their enquiries' ids.
 */
export const mailFilesPlace: FilePlace = {
  name: "mail_files",
  label: "E-mail files",
  store: "files",
  async find(context) {
    return (await matchingFiles(context)).map(({ file, text, bytes, modifiedAt }) => ({
      file,
      bytes,
      modifiedAt,
      text,
    }));
  },
  async erase(context) {
    const files = await matchingFiles(context);
    for (const { path } of files) await unlink(path).catch(ignoreMissing);
    return files.length;
  },
};

/** Every `.eml` file in the folder (none when there is no folder). */
export async function mailFiles(directory: string | null): Promise<string[]> {
  if (!directory) return [];
  const names = await readdir(directory).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return [] as string[];
    throw error;
  });
  return names.filter((name) => name.endsWith(".eml")).map((name) => join(directory, name));
}

async function matchingFiles({ match, mailDirectory }: PlaceContext): Promise<MailFile[]> {
  const found: MailFile[] = [];
  for (const path of await mailFiles(mailDirectory)) {
    // A file the worker replaced or another erasure removed meanwhile is simply not there.
    const raw = await readFile(path, "utf8").catch(() => null);
    if (raw === null) continue;
    const text = mailFileText(raw);
    if (!mentions(text, match)) continue;
    const info = await stat(path).catch(() => null);
    found.push({
      file: basename(path),
      path,
      text,
      bytes: info?.size ?? raw.length,
      modifiedAt: (info?.mtime ?? new Date()).toISOString(),
    });
  }
  return found;
}

export function ignoreMissing(error: NodeJS.ErrnoException): void {
  if (error.code !== "ENOENT") throw error;
}
