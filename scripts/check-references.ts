/**
 * The repository explains itself: code, tests, scripts and docs never send a maintainer to a
 * document it does not hold (the first specification's or the old decisions' file names) or to
 * an issue by its number. Cite docs/product.md or a record in docs/decisions/ instead, or say
 * it in words. Prints each hit as `path:line: text` and exits 1 when there is any.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";

const root = process.cwd();
const roots = ["app", "server", "tests", "scripts", "docs", "README.md"];
const skippedFolders = new Set([
  "node_modules",
  ".git",
  "build",
  "dist",
  "coverage",
  ".react-router",
  "test-results",
  "playwright-report",
]);
// Assembled from parts so this file does not match itself.
const outsideDocuments = ["SPEC", "DECISIONS"].map((name) => `${name}\\.md`).join("|");
const pattern = new RegExp(`${outsideDocuments}|\\bissues? #?[0-9]+`, "i");

function* filesUnder(path: string): Generator<string> {
  let entries;
  try {
    entries = readdirSync(path, { withFileTypes: true });
  } catch {
    yield path; // a file, not a folder
    return;
  }
  for (const entry of entries) {
    if (entry.isDirectory()) {
      if (skippedFolders.has(entry.name) || entry.name.startsWith("build-")) continue;
      yield* filesUnder(join(path, entry.name));
    } else if (entry.isFile()) {
      yield join(path, entry.name);
    }
  }
}

const isBinary = (bytes: Buffer) => bytes.subarray(0, 8000).includes(0);

let hits = 0;
for (const start of roots) {
  for (const file of filesUnder(join(root, start))) {
    let bytes: Buffer;
    try {
      bytes = readFileSync(file);
    } catch {
      continue; // named but absent, such as a README not yet written
    }
    if (isBinary(bytes)) continue;
    const lines = bytes.toString("utf8").split("\n");
    lines.forEach((line, index) => {
      if (!pattern.test(line)) return;
      hits += 1;
      console.log(`${relative(root, file)}:${index + 1}: ${line.trim()}`);
    });
  }
}

if (hits > 0) {
  console.error(
    `\n${hits} reference(s) to documents outside the repository or to issue numbers: ` +
      "cite docs/product.md or docs/decisions/, or say it in words.",
  );
  process.exit(1);
}
console.log("No references to documents outside the repository.");
