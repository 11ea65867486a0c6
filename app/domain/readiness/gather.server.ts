import { readdir, stat, statfs } from "node:fs/promises";
import { existsSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import type { Kysely } from "kysely";
import { seedProjects } from "../../content/projects.ts";
import type { Database } from "../../db/schema.ts";
import { toBoolean } from "../../db/values.ts";
import { parseMailFrom, senderOf, type Sender } from "../notifications/sender.ts";
import type { ServerEnvironment } from "../server-environment.ts";
import { createSiteContentStore } from "../site/site-content-store.server.ts";
import type {
  AccountFacts,
  BackupFacts,
  DiskFacts,
  ReadinessFacts,
  RequestFacts,
  SampleContentFacts,
  SmtpProbe,
} from "./readiness-facts.ts";
import { sampleContentOf } from "./sample-data.ts";

export interface GatherOptions {
  env: ServerEnvironment;
  request?: RequestFacts;
  /** Asks the SMTP server; the dashboard passes one that remembers the last answer a while. */
  probeSmtp: (url: string) => Promise<SmtpProbe>;
  now?: number;
}

/** Unfinished or hidden files in BACKUP_DIR are not backups. */
const NOT_A_BACKUP = /^\.|\.(tmp|partial|part)$/i;

/**
 * Everything the go-live checks judge (docs/decisions/089), read once: the database (or why it
 * was not opened), the SMTP server, BACKUP_DIR and the disks. Nothing is written.
 */
export async function gatherFacts(
  database: Kysely<Database> | { unopened: string },
  options: GatherOptions,
): Promise<ReadinessFacts> {
  const { env } = options;
  const [stored, smtp, backup, disk] = await Promise.all([
    "unopened" in database
      ? Promise.resolve({ error: database.unopened })
      : readDatabase(database, env),
    env.SMTP_URL ? options.probeSmtp(env.SMTP_URL) : Promise.resolve(undefined),
    env.BACKUP_DIR ? newestBackup(env.BACKUP_DIR) : Promise.resolve(undefined),
    diskFacts([env.DATA_DIR ?? "./data", ...(env.BACKUP_DIR ? [env.BACKUP_DIR] : [])]),
  ]);
  const fixedSender = env.MAIL_FROM ? parseMailFrom(env.MAIL_FROM) : null;
  return {
    env,
    request: options.request,
    smtp,
    sender: "error" in stored ? fixedSender : stored.sender,
    accounts: "error" in stored ? null : stored.accounts,
    sample: "error" in stored ? null : stored.sample,
    backup,
    disk,
    databaseError: "error" in stored ? stored.error : undefined,
    now: options.now ?? Date.now(),
  };
}

async function readDatabase(
  db: Kysely<Database>,
  env: ServerEnvironment,
): Promise<
  { sender: Sender; accounts: AccountFacts[]; sample: SampleContentFacts } | { error: string }
> {
  try {
    const [admins, published, caseStudies] = await Promise.all([
      db
        .selectFrom("admins")
        .select(["email", "role", "disabled", "totp_secret"])
        .orderBy("created_at")
        .execute(),
      createSiteContentStore(db).latest(),
      db
        .selectFrom("projects")
        .select("slug")
        .where("published", "=", true)
        .where(
          "slug",
          "in",
          seedProjects.map((p) => p.slug ?? ""),
        )
        .execute(),
    ]);
    if (!published) return { error: "it holds no site content yet" };
    return {
      sender: env.MAIL_FROM ? parseMailFrom(env.MAIL_FROM) : senderOf(published.content.company),
      accounts: admins.map((a) => ({
        email: a.email,
        role: a.role,
        disabled: toBoolean(a.disabled),
        twoFactor: a.totp_secret !== null,
      })),
      sample: sampleContentOf(published.content, caseStudies.length),
    };
  } catch (error) {
    return { error: firstLine(error) };
  }
}

async function newestBackup(dir: string): Promise<BackupFacts> {
  try {
    const entries = await readdir(dir, { withFileTypes: true });
    let newest: { name: string; at: number } | null = null;
    for (const entry of entries) {
      if (!entry.isFile() || NOT_A_BACKUP.test(entry.name)) continue;
      const at = (await stat(join(dir, entry.name))).mtimeMs;
      if (!newest || at > newest.at) newest = { name: entry.name, at };
    }
    return { dir, newest };
  } catch (error) {
    return { dir, error: firstLine(error) };
  }
}

/** Free space where each folder lives (or will: its nearest existing parent), once per disk. */
async function diskFacts(paths: string[]): Promise<DiskFacts[]> {
  const seen = new Set<number>();
  const facts: DiskFacts[] = [];
  for (const wanted of paths.map((p) => resolve(p))) {
    let path = wanted;
    while (!existsSync(path) && dirname(path) !== path) path = dirname(path);
    try {
      const device = (await stat(path)).dev;
      if (seen.has(device)) continue;
      seen.add(device);
      const fs = await statfs(path);
      facts.push({ path, freeBytes: fs.bavail * fs.bsize, totalBytes: fs.blocks * fs.bsize });
    } catch (error) {
      facts.push({ path, error: firstLine(error) });
    }
  }
  return facts;
}

function firstLine(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return (text.split(/\r?\n/)[0] ?? "").replace(/\/\/[^/\s@]*@/g, "//***@").slice(0, 200);
}
