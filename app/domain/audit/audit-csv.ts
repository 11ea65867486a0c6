import type { AuditEntry } from "./audit.server.ts";

/** RFC 4180 quoting; a leading =, +, - or @ is defused so a spreadsheet never runs it. */
function cell(value: unknown): string {
  let text =
    value === undefined || value === null
      ? ""
      : typeof value === "string"
        ? value
        : JSON.stringify(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function auditCsv(entries: AuditEntry[]): string {
  const header = ["at", "actorEmail", "actorId", "action", "target", "address", "before", "after"];
  const rows = entries.map((e) =>
    [e.at, e.actorEmail, e.actorId, e.action, e.target, e.address, e.before, e.after]
      .map(cell)
      .join(","),
  );
  return [header.join(","), ...rows].join("\r\n") + "\r\n";
}
