import { randomBytes } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { ensureWritableDirectory } from "../app/utils/ensure-directory.server.ts";

/** SESSION_SECRET, or one generated once and kept under the data folder (DECISIONS.md section 4). */
export function resolveSessionSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = join(dataDir, "session-secret");
  try {
    return readFileSync(file, "utf8").trim();
  } catch {
    ensureWritableDirectory(dataDir);
    const secret = randomBytes(32).toString("base64url");
    writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}
