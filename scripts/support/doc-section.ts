import { existsSync, readFileSync, writeFileSync } from "node:fs";

/**
 * Writes `section` (which starts with its `## heading` line) into a benchmark's document: in
 * place of the section of that heading, up to the next `## `, or at the end when there is none.
 * The rest of the document, hand-written or another benchmark's, is kept as it is.
 */
export function writeDocSection(doc: string, heading: string, section: string): void {
  const current = existsSync(doc) ? readFileSync(doc, "utf8") : "";
  const at = current.indexOf(`\n${heading}\n`);
  const start = at === -1 ? -1 : at + 1;
  const next = start === -1 ? -1 : current.indexOf("\n## ", start + heading.length);
  const body = section.trimEnd();
  writeFileSync(
    doc,
    start === -1
      ? `${current.trimEnd()}\n\n${body}\n`
      : `${current.slice(0, start)}${body}\n${next === -1 ? "" : current.slice(next)}`,
  );
}
