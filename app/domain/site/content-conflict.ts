import { summarise, type ContentChange } from "./content-diff.ts";
import type { VersionSummary } from "./content-versions.server.ts";

/** A save based on a version that someone else has changed since (HTTP 409). */
export class ContentConflictError extends Error {
  readonly currentVersion: number;
  readonly changes: ContentChange[];
  constructor(currentVersion: number, changes: ContentChange[], meanwhile: VersionSummary[]) {
    const who = [...new Set(meanwhile.map((v) => v.by))].join(", ");
    const what = changes.length ? summarise(changes).replace(/^Changed /, "") : "the content";
    super(
      `Someone else published version ${currentVersion} while you were editing (${who || "another editor"} changed ${what}). ` +
        "Your edits have not been saved and are still in the form: review the current version and save again.",
    );
    this.name = "ContentConflictError";
    this.currentVersion = currentVersion;
    this.changes = changes;
  }
}
