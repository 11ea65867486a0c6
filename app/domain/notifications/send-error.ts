/**
 * A short, log-safe description of a failed send: the error code, the SMTP
 * reply code and the first line of the message, with any credentials in a
 * URL masked. Never the message itself.
 */
export function describeSendError(error: unknown): string {
  const e = (error ?? {}) as { code?: unknown; responseCode?: unknown; message?: unknown };
  const code = typeof e.code === "string" ? e.code : "ERROR";
  const reply = typeof e.responseCode === "number" ? ` ${e.responseCode}` : "";
  const message = typeof e.message === "string" ? e.message : String(error);
  const firstLine = (message.split(/\r?\n/)[0] ?? "")
    .replace(/\/\/[^/\s@]*@/g, "//***@")
    .replace(/(pass(word)?|auth|user)=\S+/gi, "$1=***");
  const text = `${code}${reply}: ${firstLine}`;
  return text.length > 300 ? `${text.slice(0, 299)}…` : text;
}
