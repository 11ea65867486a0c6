import { createWriteStream } from "node:fs";
import { open, rename, rm } from "node:fs/promises";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGzip } from "node:zlib";
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  encodeRow,
  type BackupHeader,
  type TrailerLine,
} from "./backup-format.ts";
import { BACKUP_TABLES } from "./backup-tables.ts";
import { withSnapshot, type DatabaseSource, type Snapshot } from "./read-snapshot.server.ts";

export interface WrittenBackup {
  file: string;
  bytes: number;
  header: BackupHeader;
  counts: Record<string, number>;
}

/**
 * Writes a backup of the database to `file` (docs/decisions/088): streamed from one snapshot
 * through gzip into `file.partial`, flushed to disk, then renamed, so a file under the final
 * name is always whole. Readable by the server's user only: it holds password hashes and
 * people's details.
 */
export async function writeBackup(
  source: DatabaseSource,
  file: string,
  now: () => Date = () => new Date(),
): Promise<WrittenBackup> {
  const partial = `${file}.partial`;
  try {
    const result = await withSnapshot(source, async (snapshot) => {
      const header: BackupHeader = {
        format: BACKUP_FORMAT,
        version: BACKUP_FORMAT_VERSION,
        migration: snapshot.migration,
        source: snapshot.dialect,
        createdAt: now().toISOString(),
        tables: [...BACKUP_TABLES],
      };
      const counts: Record<string, number> = {};
      await pipeline(
        Readable.from(lines(snapshot, header, counts)),
        createGzip(),
        createWriteStream(partial, { mode: 0o600 }),
      );
      return { header, counts };
    });
    const handle = await open(partial, "r+");
    const { size } = await handle.stat();
    await handle.sync();
    await handle.close();
    await rename(partial, file);
    return { file, bytes: size, ...result };
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}

async function* lines(
  snapshot: Snapshot,
  header: BackupHeader,
  counts: Record<string, number>,
): AsyncIterable<string> {
  yield `${JSON.stringify(header)}\n`;
  for (const table of header.tables) {
    counts[table] = 0;
    for await (const row of snapshot.rows(table)) {
      counts[table] += 1;
      yield `${JSON.stringify({ t: table, r: encodeRow(row) })}\n`;
    }
  }
  const trailer: TrailerLine = { end: true, counts };
  yield `${JSON.stringify(trailer)}\n`;
}
