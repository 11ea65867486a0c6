import { readFileSync, writeFileSync } from "node:fs";

/**
 * Writes a measured section into a document: replaces the section that starts with the line
 * `heading` (up to the next "## "), or appends it, so the other scripts' sections stay.
 */
export function writeDocSection(path: string, heading: string, section: string): void {
  const text = readFileSync(path, "utf8");
  const start = text.indexOf(`\n${heading}\n`);
  if (start < 0) {
    writeFileSync(path, `${text.trimEnd()}\n\n${section}`);
    return;
  }
  const next = text.indexOf("\n## ", start + 1);
  const after = next >= 0 ? text.slice(next) : "\n";
  writeFileSync(path, `${text.slice(0, start)}\n${section}${after}`);
}
