import { describe, expect, test } from "vitest";
import { company } from "../../app/content/company.ts";
import { adminItemUrl, composeNotifications } from "../../app/domain/notifications/compose.ts";
import { escapeHtml, headerText } from "../../app/domain/notifications/render.ts";
import type { Submission } from "../../app/domain/enquiries/submission.ts";

const date = "2026-11-22T03:30:00.000Z";

function productInquiry(
  overrides: Partial<Extract<Submission, { kind: "inquiries" }>["record"]> = {},
): Submission {
  return {
    kind: "inquiries",
    record: {
      id: "inq-1",
      name: "Asha Patel",
      email: "asha@example.org",
      phone: "+91 265 555 0101",
      productRequirement: "Need 20 helical gearboxes, ratio 1:20.",
      subject: "General Inquiry",
      message: "Need 20 helical gearboxes, ratio 1:20.",
      status: "new",
      date,
      ...overrides,
    },
  };
}

describe("headerText", () => {
  test("turns CR, LF and other control characters into single spaces", () => {
    expect(headerText("Quote\r\nBcc: victim@example.net\u0000\tnow")).toBe(
      "Quote Bcc: victim@example.net now",
    );
    expect(headerText("line\u2028separator")).toBe("line separator");
  });

  test("cuts a long subject with an ellipsis", () => {
    const subject = headerText("x".repeat(500));
    expect(subject).toHaveLength(160);
    expect(subject.endsWith("…")).toBe(true);
  });
});

describe("escapeHtml", () => {
  test("escapes the five characters that matter in HTML text and attributes", () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      "&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;",
    );
  });
});

describe("composeNotifications", () => {
  const options = { siteUrl: "https://site.example.com/", teamEmails: ["admin@example.com"] };

  test("writes the team's notification and the visitor's acknowledgement", () => {
    const [admin, ack] = composeNotifications(productInquiry(), options);
    expect(admin).toMatchObject({
      kind: "admin-notification",
      to: "admin@example.com",
      replyTo: "asha@example.org",
    });
    expect(ack).toMatchObject({
      kind: "visitor-acknowledgement",
      to: "asha@example.org",
      replyTo: company.emails[0].address,
    });
  });

  test("names a product inquiry without a product 'General Inquiry', and one whose product never matched 'Unknown Product'", () => {
    expect(composeNotifications(productInquiry(), options)[0]?.text).toContain(
      "Product: General Inquiry",
    );
    const unknown = productInquiry({
      productId: "prod-999",
      subject: "Inquiry about Unknown Product",
    });
    expect(composeNotifications(unknown, options)[0]?.text).toContain("Product: Unknown Product");
  });

  test("leaves out optional fields the visitor did not fill", () => {
    const [admin, ack] = composeNotifications(productInquiry(), options);
    for (const message of [admin, ack]) {
      expect(message?.text).not.toContain("Additional information");
      expect(message?.text).not.toContain("Sub-product");
    }
  });

  test("gives the received time in Indian Standard Time", () => {
    expect(composeNotifications(productInquiry(), options)[0]?.text).toContain(
      "Received: 22 Nov 2026, 9:00 am IST",
    );
  });

  test("links to the item in the back office, without a doubled slash", () => {
    expect(adminItemUrl(productInquiry(), options.siteUrl)).toBe(
      "https://site.example.com/admin/inquiries?id=inq-1",
    );
    const contact: Submission = {
      kind: "contacts",
      record: {
        id: "c/1",
        name: "N",
        email: "n@example.org",
        phone: "1234567890",
        subject: "S",
        message: "M",
        status: "new",
        date,
      },
    };
    expect(adminItemUrl(contact, "https://site.example.com")).toBe(
      "https://site.example.com/admin/contacts?id=c%2F1",
    );
  });

  test("sends only the acknowledgement when there is no one to notify", () => {
    const messages = composeNotifications(productInquiry(), { ...options, teamEmails: [] });
    expect(messages.map((m) => m.kind)).toEqual(["visitor-acknowledgement"]);
  });

  test("writes one notification per member told, each to that member alone", () => {
    const teamEmails = ["owner@vadtech.in", "sales@vadtech.in"];
    const messages = composeNotifications(productInquiry(), { ...options, teamEmails });
    expect(messages.map((m) => [m.kind, m.to])).toEqual([
      ["admin-notification", "owner@vadtech.in"],
      ["admin-notification", "sales@vadtech.in"],
      ["visitor-acknowledgement", "asha@example.org"],
    ]);
  });

  test("escapes every visitor value in the HTML and keeps the plain text as typed", () => {
    const hostile = productInquiry({
      name: `<img src=x onerror="alert(1)">`,
      productRequirement: "Price for <b>bold</b> & 'quoted' items?\nSecond line",
    });
    for (const message of composeNotifications(hostile, options)) {
      expect(message.html).not.toMatch(/<img|<b>/);
      expect(message.html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
      expect(message.html).toContain("&lt;b&gt;bold&lt;/b&gt; &amp; &#39;quoted&#39; items?<br>");
      expect(message.text).toContain("<b>bold</b> & 'quoted' items?");
      expect(message.subject).not.toMatch(/[\r\n]/);
    }
  });
});
