import { describeSendError } from "../notifications/send-error.ts";
import type { SmtpProbe } from "./readiness-facts.ts";

/** Long enough for a distant server's greeting, short enough for a page to wait on. */
export const SMTP_PROBE_TIMEOUT_MS = 5_000;

/**
 * Connects to SMTP_URL, says hello, upgrades to TLS where offered and logs in with its
 * credentials (nodemailer's `verify`), then hangs up: no message is sent.
 */
export async function probeSmtp(
  url: string,
  timeoutMs = SMTP_PROBE_TIMEOUT_MS,
): Promise<SmtpProbe> {
  // The mail thread sends; the server's thread loads nodemailer only for this check.
  const { default: nodemailer } = await import("nodemailer");
  const transporter = nodemailer.createTransport({
    url,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
    dnsTimeout: timeoutMs,
  });
  let timer: NodeJS.Timeout | undefined;
  // A server that accepts the connection and then says nothing is given up on as well.
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () => reject(Object.assign(new Error("no answer in time"), { code: "ETIMEDOUT" })),
      timeoutMs + 1_000,
    );
  });
  try {
    await Promise.race([transporter.verify(), late]);
    return { ok: true };
  } catch (error) {
    return { ok: false, reason: describeSendError(error) };
  } finally {
    clearTimeout(timer);
    transporter.close();
  }
}
