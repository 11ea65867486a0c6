import { expect, test } from "vitest";
import { contactPayload, marker } from "../support/fixtures.ts";
import { describeEachDialect } from "../support/test-app.ts";
import { useInstanceWithSink } from "./support/mail-site.ts";

describeEachDialect("A reply from the lead page", (dialect) => {
  const { site, sink } = useInstanceWithSink(dialect, { notifyEmail: "desk@example.com" });

  test("reaches the visitor over SMTP, from the company, answerable to the member who wrote it", async () => {
    const visitor = `${marker("visitor")}@example.com`;
    const created = await site()
      .client()
      .post("/api/contacts", contactPayload({ email: visitor }));
    expect(created.status).toBe(201);
    await sink().waitFor(2);
    const admin = await site().signedInClient();
    const reply = await admin.post(`/api/admin/leads/contacts/${created.body.id}/replies`, {
      subject: "Your site visit",
      body: "Dear Neha,\n\nOur engineer can visit on Monday at 10:00.\n\nRegards",
    });
    expect(reply.status).toBe(201);
    const [message] = (await sink().waitFor(3)).filter((m) => m.subject === "Your site visit");
    expect(message?.envelopeTo).toEqual([visitor]);
    expect(message?.text).toContain("Our engineer can visit on Monday at 10:00.");
    expect(message?.headers["reply-to"]).toContain("admin@example.com");
    const lead = await admin.get(`/api/admin/leads/contacts/${created.body.id}`);
    expect(lead.body.status).toBe("replied");
  });
});
