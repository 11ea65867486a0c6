import { accessSync, constants, mkdirSync, statSync, unlinkSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";

export class DirectoryError extends Error {}

/**
 * Makes `path` a writable directory or says why it cannot be, at once.
 * Not `mkdirSync(…, { recursive: true })`: on /proc that loops for ever (each level
 * answers ENOENT and EEXIST in turn). Walks up to the nearest existing folder, creates
 * the rest one level at a time, then proves it can write there.
 */
export function ensureWritableDirectory(path: string): string {
  const target = resolve(path);
  const missing: string[] = [];
  let current = target;
  for (;;) {
    const kind = kindOf(current);
    if (kind === "directory") break;
    if (kind === "other") throw new DirectoryError(`${current} exists and is not a folder`);
    missing.unshift(current);
    const parent = dirname(current);
    if (parent === current) break;
    current = parent;
  }
  for (const folder of missing) {
    try {
      mkdirSync(folder);
    } catch (error) {
      throw new DirectoryError(`cannot create ${folder} (${codeOf(error)})`);
    }
  }
  try {
    accessSync(target, constants.W_OK);
    const probe = `${target}/.write-check-${process.pid}`;
    writeFileSync(probe, "");
    unlinkSync(probe);
  } catch (error) {
    throw new DirectoryError(`cannot write in ${target} (${codeOf(error)})`);
  }
  return target;
}

function kindOf(path: string): "directory" | "other" | "missing" {
  try {
    return statSync(path).isDirectory() ? "directory" : "other";
  } catch {
    return "missing";
  }
}

function codeOf(error: unknown): string {
  return (error as NodeJS.ErrnoException).code ?? "unknown error";
}
