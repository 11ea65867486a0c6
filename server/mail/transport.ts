import { mkdir, rename, unlink, writeFile } from "node:fs/promises";
import { join } from "node:path";
import nodemailer from "nodemailer";
import { senderDomain, type Sender } from "../../app/domain/notifications/sender.ts";
import { singleLine } from "../../app/utils/single-line.ts";
import type { Logger } from "../logger.ts";
import type { OutboxMessageKind } from "../../app/db/schema.ts";

/** What the outbox worker hands to a transport. */
export interface OutgoingMail {
  /** The outbox id, also in the `X-Outbox-Id` header and the .eml file's name. */
  id: string;
  /** Stored with the outbox row at its first attempt, so a resend is recognisable. */
  messageId: string;
  to: string;
  replyTo: string | null;
  subject: string;
  text: string;
  html: string;
  kind: OutboxMessageKind;
  /** Resolved for each send: the company as the site content names it now (decision 089). */
  from: Sender;
}

export interface MailTransport {
  /** "smtp" or "file", for the start-up log. */
  readonly kind: "smtp" | "file";
  /** Resolves once the message is accepted (SMTP) or written (file); rejects otherwise. */
  send(mail: OutgoingMail, signal?: AbortSignal): Promise<void>;
  /**
   * Takes back what `send` kept of a message whose outbox row was erased while it was on its
   * way (docs/decisions/090): the file transport deletes its file. Sent mail cannot be recalled.
   */
  discard?(outboxId: string): Promise<void>;
  close(): void;
}

export interface SmtpTimeouts {
  /** Connecting, and waiting for the server's greeting. */
  connectMs: number;
  /** Silence on an open connection. */
  socketMs: number;
}

/** Short enough that a send always ends well inside the worker's lock. */
export const DEFAULT_SMTP_TIMEOUTS: SmtpTimeouts = { connectMs: 15_000, socketMs: 30_000 };

export interface TransportOptions {
  /** SMTP_URL; unset writes .eml files under `${dataDir}/mail`. */
  smtpUrl?: string;
  dataDir: string;
  logger: Logger;
  timeouts?: SmtpTimeouts;
}

/** SMTP through nodemailer when SMTP_URL is set; otherwise .eml files. */
export function createMailTransport(options: TransportOptions): MailTransport {
  return options.smtpUrl ? smtpTransport(options, options.smtpUrl) : fileTransport(options);
}

function smtpTransport(options: TransportOptions, url: string): MailTransport {
  const timeouts = options.timeouts ?? DEFAULT_SMTP_TIMEOUTS;
  const transporter = nodemailer.createTransport({
    url,
    connectionTimeout: timeouts.connectMs,
    greetingTimeout: timeouts.connectMs,
    socketTimeout: timeouts.socketMs,
    dnsTimeout: timeouts.connectMs,
  });
  return {
    kind: "smtp",
    async send(mail, signal) {
      await transporter.sendMail({ ...envelope(mail), signal });
    },
    close: () => transporter.close(),
  };
}

function fileTransport(options: TransportOptions): MailTransport {
  const directory = join(options.dataDir, "mail");
  const composer = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: "windows",
  });
  return {
    kind: "file",
    async send(mail) {
      const info = await composer.sendMail(envelope(mail));
      await mkdir(directory, { recursive: true });
      // Named by the outbox id: writing a message again replaces its file, never adds a second.
      const path = join(directory, `${mail.id}.eml`);
      await writeFile(`${path}.tmp`, info.message as Buffer);
      await rename(`${path}.tmp`, path);
      options.logger.info(
        { event: "mail.written", outboxId: mail.id, kind: mail.kind, path },
        `e-mail written to ${path} (set SMTP_URL to send it)`,
      );
    },
    async discard(outboxId) {
      await unlink(join(directory, `${outboxId}.eml`)).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== "ENOENT") throw error;
      });
    },
    close: () => composer.close(),
  };
}

function envelope(mail: OutgoingMail) {
  return {
    // Name and address apart: nodemailer quotes and encodes the name, whatever it holds.
    from: { name: singleLine(mail.from.name), address: singleLine(mail.from.address) },
    // Every header value is one line, whoever queued the message (docs/decisions/039).
    to: singleLine(mail.to),
    ...(mail.replyTo ? { replyTo: singleLine(mail.replyTo) } : {}),
    subject: singleLine(mail.subject),
    text: mail.text,
    html: mail.html,
    messageId: mail.messageId,
    headers: {
      // RFC 3834: out-of-office robots must not answer these.
      "Auto-Submitted": "auto-generated",
      "X-Outbox-Id": mail.id,
    },
  };
}

/** `<outbox id@sender's domain>`: unique per message; the outbox keeps it for every resend. */
export function messageIdFor(outboxId: string, from: Pick<Sender, "address">): string {
  const domain = senderDomain(from);
  return `<${outboxId}@${/^[a-z0-9.-]+$/.test(domain) ? domain : "localhost"}>`;
}

/** A refusal that no retry can fix: the server rejected the recipient or the content (5xx). */
export function isPermanentFailure(error: unknown): boolean {
  const e = (error ?? {}) as { code?: unknown; responseCode?: unknown };
  return (
    (e.code === "EENVELOPE" || e.code === "EMESSAGE") &&
    typeof e.responseCode === "number" &&
    e.responseCode >= 500 &&
    e.responseCode < 600
  );
}
