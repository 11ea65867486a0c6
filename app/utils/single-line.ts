/**
 * Control characters, line breaks above all: in a mail header or a mailto's subject a CR or
 * LF would start a header of the sender's choosing (`Hello\r\nBcc: …`). C1 controls (NEL)
 * and the Unicode line and paragraph separators break lines too.
 */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g;

/**
 * One line of text for a header or a mailto field: every control character becomes a
 * space, runs of spaces collapse, the ends are trimmed, and values longer than `max` are cut.
 */
export function singleLine(value: string, max = Number.POSITIVE_INFINITY): string {
  const flat = value.replace(CONTROL_CHARACTERS, " ").replace(/\s+/g, " ").trim();
  return flat.length > max ? `${flat.slice(0, max - 1).trimEnd()}…` : flat;
}
