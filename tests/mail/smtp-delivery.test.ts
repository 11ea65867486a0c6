import { describe, expect, test } from "vitest";
import { company } from "../../app/content/company.ts";
import { ADMIN } from "../support/client.ts";
import {
  contactPayload,
  productInquiryPayload,
  serviceInquiryPayload,
} from "../support/fixtures.ts";
import { describeEachDialect } from "../support/test-app.ts";
import { allSent, outboxRows, SITE_URL, useInstanceWithSink } from "./support/mail-site.ts";
import type { ReceivedMessage } from "./support/mime.ts";

const NOTIFY = "sales-desk@example.com";

const kinds = [
  {
    kind: "product inquiry",
    path: "/api/inquiries",
    adminPath: "/admin/inquiries",
    payload: () =>
      productInquiryPayload({ productId: "prod-001", subproductName: "Helical Gear Motors" }),
    adminSubject: (p: Record<string, string>) =>
      `New product inquiry from ${p.name}: Inquiry about Motors & Power Transmission: Helical Gear Motors`,
    noun: "product inquiry",
    fields: (p: Record<string, string>) => [
      "Motors & Power Transmission",
      "Helical Gear Motors",
      p.name,
      p.email,
      p.phone,
      p.productRequirement,
      p.additionalInfo,
    ],
  },
  {
    kind: "service inquiry",
    path: "/api/service-inquiries",
    adminPath: "/admin/service-inquiries",
    payload: () => serviceInquiryPayload(),
    adminSubject: (p: Record<string, string>) =>
      `New service inquiry from ${p.name}: ${p.serviceName}`,
    noun: "service inquiry",
    fields: (p: Record<string, string>) => [
      p.serviceName,
      p.name,
      p.email,
      p.phone,
      p.serviceDetails,
      p.message,
    ],
  },
  {
    kind: "contact message",
    path: "/api/contacts",
    adminPath: "/admin/contacts",
    payload: () => contactPayload(),
    adminSubject: (p: Record<string, string>) => `New message from ${p.name}: ${p.subject}`,
    noun: "message",
    fields: (p: Record<string, string>) => [p.subject, p.name, p.email, p.phone, p.message],
  },
] as const;

describeEachDialect("Notification e-mails over SMTP", (dialect) => {
  const { site, sink } = useInstanceWithSink(dialect, { notifyEmail: NOTIFY });

  /** The messages that went out for one submission, by their recipient. */
  async function messagesFor(email: string, count = 2): Promise<ReceivedMessage[]> {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const found = sink().messages.filter((m) => m.raw.includes(email));
      if (found.length >= count) return found;
      if (Date.now() > deadline)
        throw new Error(`expected ${count} messages about ${email}, got ${found.length}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  describe.each(kinds)("a $kind", (k) => {
    test("mails the team every field with a link to the item, and acknowledges the visitor", async () => {
      const visitor = `visitor.${Math.random().toString(36).slice(2, 10)}@example.org`;
      const payload = { ...k.payload(), email: visitor } as Record<string, string>;
      const response = await site().client().post(k.path, payload);
      expect(response.status).toBe(201);
      const id = response.body.id as string;

      const messages = await messagesFor(visitor);
      expect(messages).toHaveLength(2);
      const admin = messages.find((m) => m.envelopeTo.includes(NOTIFY));
      const ack = messages.find((m) => m.envelopeTo.includes(visitor));
      if (!admin || !ack)
        throw new Error("expected one message to the team and one to the visitor");

      expect(admin.envelopeTo).toEqual([NOTIFY]);
      expect(admin.subject).toBe(k.adminSubject(payload));
      expect(admin.headers["reply-to"]).toBe(visitor);
      expect(admin.headers.from).toContain(company.emails[0].address);
      for (const value of k.fields(payload).map(String)) {
        expect(admin.text).toContain(value);
        expect(admin.html).toContain(value.replace(/&/g, "&amp;"));
      }
      const link = `${SITE_URL}${k.adminPath}?id=${id}`;
      expect(admin.text).toContain(link);
      expect(admin.html).toContain(`href="${link}"`);

      expect(ack.envelopeTo).toEqual([visitor]);
      expect(ack.subject).toBe(`We have received your ${k.noun} | ${company.name}`);
      expect(ack.headers.from).toContain(company.name);
      expect(ack.text).toContain(`Dear ${payload.name},`);
      for (const value of k.fields(payload).map(String)) expect(ack.text).toContain(value);
      expect(ack.text).toContain(company.phones[0].display);
      expect(ack.text).not.toContain("/admin");
    });
  });

  test("gives every message a Message-ID made from its outbox id", async () => {
    const visitor = "message.id@example.org";
    const response = await site()
      .client()
      .post("/api/contacts", contactPayload({ email: visitor }));
    const messages = await messagesFor(visitor);
    const rows = await allSent(site(), response.body.id);
    expect(rows.map((r) => `<${r.id}@example.com>`).sort()).toEqual(
      messages.map((m) => m.messageId).sort(),
    );
  });

  test("keeps a visitor's markup out of the HTML and line breaks out of the subject", async () => {
    const visitor = "markup@example.org";
    const response = await site()
      .client()
      .post(
        "/api/contacts",
        contactPayload({
          email: visitor,
          name: "<script>alert(1)</script> Ltd",
          subject: "Quote\r\nBcc: victim@example.net",
          message: 'Please see <a href="https://evil.example">this</a> & reply.\nSecond line.',
        }),
      );
    expect(response.status).toBe(201);
    const messages = await messagesFor(visitor);
    for (const message of messages) {
      expect(message.envelopeTo).not.toContain("victim@example.net");
      expect(message.headers.bcc).toBeUndefined();
      expect(message.html).not.toContain("<script>");
      expect(message.html).not.toContain('<a href="https://evil.example">');
      expect(message.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt; Ltd");
    }
    const admin = messages.find((m) => m.envelopeTo.includes(NOTIFY));
    expect(admin?.subject).toBe(
      "New message from <script>alert(1)</script> Ltd: Quote Bcc: victim@example.net",
    );
  });

  test("sends nothing for a request that fails validation", async () => {
    const before = (await outboxRows(site())).length;
    const response = await site()
      .client()
      .post("/api/contacts", contactPayload({ message: "short" }));
    expect(response.status).toBe(400);
    expect((await outboxRows(site())).length).toBe(before);
  });
});

describeEachDialect("Notification recipient", (dialect) => {
  const { site, sink } = useInstanceWithSink(dialect);

  test("is the administrator's address when NOTIFY_EMAIL is not set", async () => {
    const response = await site().client().post("/api/service-inquiries", serviceInquiryPayload());
    expect(response.status).toBe(201);
    const messages = await sink().waitFor(2);
    expect(messages.flatMap((m) => m.envelopeTo).sort()).toEqual(
      [ADMIN.email, "rohan.mehta@example.com"].sort(),
    );
  });
});
