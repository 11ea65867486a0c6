import { expect, test } from "vitest";
import { pdf } from "../support/documents.ts";
import { quoteRequestPayload } from "../support/fixtures.ts";
import { describeEachDialect } from "../support/test-app.ts";
import { useInstance } from "./support/mail-site.ts";

/** docs/decisions/083: both e-mails of a quote request quote its reference and list every line. */
describeEachDialect("Quote request e-mails", (dialect) => {
  const site = useInstance(dialect, () => ({
    startWorker: false,
    notifyEmail: "sales@example.org",
  }));

  async function mailsOf(id: string) {
    const rows = await site()
      .handle.db.selectFrom("notification_outbox")
      .select(["kind", "recipient", "subject", "text", "html", "submission_kind"])
      .where("submission_id", "=", id)
      .execute();
    const find = (kind: string) => {
      const row = rows.find((r) => r.kind === kind);
      if (!row) throw new Error(`No ${kind} for ${id}`);
      return row;
    };
    return {
      notification: find("admin-notification"),
      acknowledgement: find("visitor-acknowledgement"),
    };
  }

  test("the team's notification lists every line and notes the attachment", async () => {
    const items = [
      {
        productId: "prod-007",
        itemSlug: "centrifugal-pumps",
        name: "Centrifugal Pumps",
        quantity: 2,
        unit: "Nos",
      },
      { productId: "prod-007", name: "Pipe <b>clamps</b>", quantity: 1250.5, unit: "m" },
      { productId: "prod-007", itemSlug: "dosing-pumps", name: "Dosing Pumps", quantity: 3 },
    ];
    const data = new FormData();
    for (const [key, value] of Object.entries(quoteRequestPayload({ items })))
      data.append(key, key === "items" ? JSON.stringify(value) : String(value));
    data.append("attachment", new Blob([new Uint8Array(pdf())]), "RFQ-2026-17.pdf");
    const created = await site().client().post("/api/quote-requests", undefined, { body: data });
    expect(created.status).toBe(201);
    const { reference } = created.body as { reference: string };

    const { notification } = await mailsOf(created.body.id);
    expect(notification.recipient).toBe("sales@example.org");
    expect(notification.submission_kind).toBe("quote-request");
    expect(notification.subject).toContain(reference);
    expect(notification.text).toContain(`Reference: ${reference}`);
    expect(notification.text).toContain("Items (3):");
    expect(notification.text).toContain("  1. Centrifugal Pumps: 2 Nos");
    expect(notification.text).toContain("  2. Pipe <b>clamps</b>: 1,250.5 m");
    expect(notification.text).toContain("  3. Dosing Pumps: 3");
    expect(notification.text).toMatch(/Attachment: RFQ-2026-17\.pdf \(\d+ KB\)/);
    expect(notification.text).toContain("Company: Desai Chemicals Pvt Ltd");
    expect(notification.text).toContain("GSTIN: 27AAPFU0939F1ZV");
    expect(notification.html).toContain("2. Pipe &lt;b&gt;clamps&lt;/b&gt;: 1,250.5 m");
    expect(notification.html).toContain("RFQ-2026-17.pdf");
  });

  test("the buyer's acknowledgement quotes the reference and repeats every line", async () => {
    const created = await site().client().post("/api/quote-requests", quoteRequestPayload());
    const { reference } = created.body as { reference: string };
    const { acknowledgement } = await mailsOf(created.body.id);
    expect(acknowledgement.recipient).toBe("kiran.desai@example.com");
    expect(acknowledgement.subject).toMatch(
      new RegExp(`^We have received your quote request ${reference} \\|`),
    );
    expect(acknowledgement.text).toContain(`your quote request, reference ${reference},`);
    expect(acknowledgement.text).toContain(`and quote ${reference}`);
    expect(acknowledgement.text).toContain("1. Centrifugal Pumps: 2 Nos");
    expect(acknowledgement.text).toContain("2. Dosing Pumps: 12.5");
    expect(acknowledgement.html).toContain(reference);
    expect(acknowledgement.html).toContain("1. Centrifugal Pumps: 2 Nos");
  });
});
