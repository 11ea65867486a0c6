import { createReadStream } from "node:fs";
import { Readable } from "node:stream";
import { z } from "zod";
import { BackupBusy } from "../../app/domain/backup/backup-lock.server.ts";
import { BackupsOff } from "../../app/domain/backup/backups.server.ts";
import { actorOf } from "./actor.ts";
import { endpoint } from "./endpoint.ts";
import { readRoute } from "./record-routes.ts";
import { problem, retryLater } from "./problem.ts";

const TAG = "Backups";

const backupRecord = z
  .object({
    name: z.string(),
    bytes: z.number().int(),
    createdAt: z.string().meta({ description: "When it was written, ISO 8601" }),
  })
  .meta({ id: "Backup" });

const backupList = z
  .object({
    dir: z
      .string()
      .nullable()
      .meta({ description: "BACKUP_DIR; null when unset (no backups on a schedule)" }),
    keep: z.number().int().meta({ description: "BACKUP_KEEP: how many of the newest are kept" }),
    items: z.array(backupRecord),
  })
  .meta({ id: "BackupList" });

/** The password asked again, or an authenticator's code for an account with one. */
const downloadInput = z
  .object({
    password: z.string().max(256).optional(),
    code: z.string().trim().max(32).optional(),
  })
  .refine((proof) => !!proof.password || !!proof.code, {
    error: "Enter your password",
    path: ["password"],
  });

const WRONG = "The password or code is not correct.";

/** The owner's backups (docs/decisions/088): the list, one now, a download asked again for. */
export const backupEndpoints = [
  readRoute({
    path: "/admin/backups",
    tag: TAG,
    summary: "The site's backups in BACKUP_DIR, newest first",
    description: "The backups and the folder",
    schema: backupList,
    read: async ({ c }) => {
      const backups = c.get("deps").services.backups;
      return { dir: backups.dir ?? null, keep: backups.keep, items: await backups.list() };
    },
  }),
  endpoint({
    method: "post",
    path: "/admin/backups",
    tag: TAG,
    summary: "Back up now into BACKUP_DIR (one snapshot of every table and every media byte)",
    responses: {
      201: { description: "The backup written", schema: backupRecord },
      409: { description: "A backup is being written already, or BACKUP_DIR is not set" },
    },
    handler: async ({ c }) => {
      try {
        const entry = await c.get("deps").services.backups.create(actorOf(c));
        return c.json(entry, 201);
      } catch (error) {
        if (error instanceof BackupBusy || error instanceof BackupsOff)
          return problem(c, 409, error.message);
        throw error;
      }
    },
  }),
  endpoint({
    method: "post",
    path: "/admin/backups/{name}/download",
    tag: TAG,
    summary:
      "Download a backup; the password is asked again (or a code from the authenticator when the account has one)",
    body: downloadInput,
    responses: {
      200: {
        description: "The backup file, as an attachment",
        headers: ["Content-Disposition"],
        files: ["application/gzip"],
      },
      403: { description: WRONG },
      404: { description: "No backup of this name in BACKUP_DIR" },
      429: { description: "Too many wrong passwords or codes", headers: ["Retry-After"] },
    },
    handler: async ({ c, params, body }) => {
      const { services } = c.get("deps");
      const entry = await services.backups.find(params.name);
      if (!entry) return problem(c, 404, "There is no backup of this name.");
      const actor = actorOf(c);
      const verdict = await services.confirmIdentity(actor.id ?? "", body);
      if (verdict.kind === "rate-limited")
        return retryLater(c, 429, "Too many attempts. Please try again later.", verdict.retryAfter);
      if (verdict.kind === "wrong")
        return problem(c, 403, WRONG, { errors: { [body.code ? "code" : "password"]: WRONG } });
      await services.backups.recordDownload(actor, entry);
      const stream = Readable.toWeb(createReadStream(services.backups.pathOf(entry)));
      return c.body(stream as ReadableStream, 200, {
        "Content-Type": "application/gzip",
        "Content-Length": String(entry.bytes),
        "Content-Disposition": `attachment; filename="${entry.name}"`,
      });
    },
  }),
];
