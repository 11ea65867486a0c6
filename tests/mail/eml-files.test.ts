import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "vitest";
import { capturedLogger } from "../support/captured-log.ts";
import { company } from "../../app/content/company.ts";
import type { Logger } from "../../server/logger.ts";
import { createMailTransport, type OutgoingMail } from "../../server/mail/transport.ts";
import { contactPayload } from "../support/fixtures.ts";
import { eventually, outboxRows, startInstanceForTest } from "./support/mail-site.ts";
import { parseMessage } from "./support/mime.ts";
import { cleanupAfterEach } from "../support/cleanup.ts";

const cleanup = cleanupAfterEach();

test("without SMTP_URL each message is written as an .eml file under DATA_DIR/mail", async () => {
  const { site } = await startInstanceForTest("sqlite", cleanup);

  const response = await site
    .client()
    .post("/api/contacts", contactPayload({ email: "eml@example.org" }));
  expect(response.status).toBe(201);
  await eventually("both messages written", async () =>
    (await outboxRows(site)).every((r) => r.status === "sent"),
  );
  const directory = join(site.dataDir, "mail");
  const rows = await outboxRows(site);
  expect(readdirSync(directory).sort()).toEqual(rows.map((r) => `${r.id}.eml`).sort());
  const ack = rows.find((r) => r.kind === "visitor-acknowledgement");
  const file = readFileSync(join(directory, `${ack?.id}.eml`), "utf8");
  expect(file).toContain("\r\n");
  const message = parseMessage(file, [], "");
  expect(message.headers.to).toBe("eml@example.org");
  expect(message.headers.from).toBe(`${company.name} <${company.emails[0].address}>`);
  expect(message.messageId).toBe(`<${ack?.id}@example.com>`);
  expect(message.headers["auto-submitted"]).toBe("auto-generated");
  expect(message.text).toContain("For your records, this is what you sent us:");
});

/** The file transport, writing under a temporary DATA_DIR of its own. */
function fileTransport(logger: Logger) {
  const dataDir = mkdtempSync(join(tmpdir(), "site-eml-"));
  cleanup.push(() => rmSync(dataDir, { recursive: true, force: true }));
  return { dataDir, transport: createMailTransport({ dataDir, logger }) };
}

/** A notification from the company to someone, as the outbox worker hands it over. */
function notification(id: string, fields: Partial<OutgoingMail>): OutgoingMail {
  return {
    id,
    messageId: `<${id}@example.com>`,
    to: "someone@example.org",
    replyTo: null,
    subject: "Hello",
    text: "",
    html: "",
    kind: "admin-notification",
    from: { name: company.name, address: company.emails[0].address },
    ...fields,
  };
}

test("the file transport logs the path, and writing a message again replaces its file", async () => {
  const { logger, lines } = capturedLogger("info");
  const { dataDir, transport } = fileTransport(logger);
  const mail = notification("0b7c1f0e-resend", { text: "First", html: "<p>First</p>" });
  await transport.send(mail);
  await transport.send({ ...mail, text: "Second" });
  const path = join(dataDir, "mail", `${mail.id}.eml`);
  expect(readdirSync(join(dataDir, "mail"))).toEqual([`${mail.id}.eml`]);
  expect(parseMessage(readFileSync(path, "utf8"), [], "").text).toBe("Second");
  expect(lines.map((l) => l.path)).toEqual([path, path]);
});

test("every header the transport writes is one line, whatever the outbox row holds", async () => {
  const { dataDir, transport } = fileTransport(capturedLogger("silent").logger);
  const mail = notification("5d1e2c3b-headers", {
    replyTo: "visitor@example.org\r\nBcc: reply@example.net",
    subject: "Hello\r\nBcc: x@example.com\u0085Cc: y@example.com",
    text: "Body",
    html: "<p>Body</p>",
  });
  await transport.send(mail);
  const file = readFileSync(join(dataDir, "mail", `${mail.id}.eml`), "utf8");
  const headerBlock = file.slice(0, file.indexOf("\r\n\r\n"));
  expect(headerBlock).not.toMatch(/^(bcc|cc):/im);
  const message = parseMessage(file, [], "");
  expect(message.subject).toBe("Hello Bcc: x@example.com Cc: y@example.com");
  expect(message.headers.bcc).toBeUndefined();
});
