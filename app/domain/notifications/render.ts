import { singleLine } from "../../utils/single-line.ts";
import type { Field } from "./submission-fields.ts";

/**
 * Plain-text and HTML rendering for the notification e-mails. Every value a
 * visitor typed passes through `escapeHtml` before it reaches HTML, and
 * through `headerText` before it reaches a header.
 */

const HTML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

/** Escaped, with the visitor's line breaks kept. */
export function htmlParagraph(value: string): string {
  return escapeHtml(value).replace(/\r\n|\r|\n/g, "<br>\n");
}

const MAX_SUBJECT_LENGTH = 160;

/** One line of header text (no header injection); long values are cut. */
export function headerText(value: string, max = MAX_SUBJECT_LENGTH): string {
  return singleLine(value, max);
}

/** "Label: value" lines; long values start on their own line, indented. */
export function fieldsAsText(fields: Field[]): string {
  return fields
    .map((f) =>
      f.long || f.value.includes("\n")
        ? `${f.label}:\n${indent(f.value)}`
        : `${f.label}: ${f.value}`,
    )
    .join("\n");
}

function indent(value: string): string {
  return value
    .split(/\r\n|\r|\n/)
    .map((line) => `  ${line}`)
    .join("\n");
}

const CELL = "padding:6px 12px 6px 0;vertical-align:top;text-align:left";

export function fieldsAsHtml(fields: Field[]): string {
  const rows = fields.map(
    (f) =>
      `<tr><th style="${CELL};color:#475569;font-weight:600;white-space:nowrap">${escapeHtml(f.label)}</th>` +
      `<td style="${CELL}">${htmlParagraph(f.value)}</td></tr>`,
  );
  return `<table role="presentation" style="border-collapse:collapse;margin:16px 0">\n${rows.join("\n")}\n</table>`;
}

/** A plain, single-column document that every mail client renders. */
export function htmlDocument(title: string, body: string): string {
  return [
    "<!doctype html>",
    '<html lang="en">',
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#f8fafc;color:#0f172a;font:15px/1.5 Arial,Helvetica,sans-serif">',
    '<div style="max-width:640px;margin:0 auto;background:#ffffff;border:1px solid #e2e8f0;border-radius:8px;padding:24px">',
    body,
    "</div>",
    "</body>",
    "</html>",
  ].join("\n");
}
