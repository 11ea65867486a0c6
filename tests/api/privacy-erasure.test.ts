import { randomInt } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, expect, test } from "vitest";
import { COOKIE_INVENTORY } from "../../app/domain/privacy/cookie-inventory.ts";
import { mailFileText } from "../../app/domain/privacy/mail-file-text.ts";
import { allSent, useInstance } from "../mail/support/mail-site.ts";
import { databaseDump, holdsDigits } from "../support/database-dump.ts";
import {
  contactPayload,
  expectProblem,
  marker,
  productInquiryPayload,
  serviceInquiryPayload,
} from "../support/fixtures.ts";
import { ADMIN } from "../support/client.ts";
import { memberClient } from "../support/team.ts";
import { describeEachDialect, type TestClient } from "../support/test-app.ts";

/** A person of their own per test: an address and a ten-digit mobile nobody else uses. */
function newPerson() {
  const tag = marker("p");
  const mobile = `9${String(randomInt(100_000_000, 999_999_999))}`;
  return {
    tag,
    email: `buyer.${tag}@buyer-firm.example`,
    mobile,
    /** The same number as people write it: "+91 98765 43210". */
    spaced: `+91 ${mobile.slice(0, 5)} ${mobile.slice(5)}`,
    name: `Kavita ${tag}`,
  };
}

type Person = ReturnType<typeof newPerson>;

describeEachDialect("Privacy: erasure and export by person", (dialect) => {
  const site = useInstance(dialect);
  let owner: TestClient;
  let visitor: TestClient;

  beforeAll(async () => {
    owner = await site().signedInClient();
    visitor = site().client();
  });

  /** One enquiry of every kind, a note, a reply, e-mails written as files, a failed sign-in. */
  async function leaveTraces(person: Person) {
    const inquiry = await visitor.post(
      "/api/inquiries",
      productInquiryPayload({ name: person.name, email: person.email, phone: person.spaced }),
    );
    const service = await visitor.post(
      "/api/service-inquiries",
      // The same person with the address in capitals and the number written another way.
      serviceInquiryPayload({
        name: person.name,
        email: person.email.toUpperCase(),
        phone: `0${person.mobile.slice(0, 5)}-${person.mobile.slice(5)}`,
      }),
    );
    const contact = await visitor.post(
      "/api/contacts",
      contactPayload({ name: person.name, email: person.email, phone: person.spaced }),
    );
    for (const created of [inquiry, service, contact]) expect(created.status).toBe(201);
    const lead = `/api/admin/leads/contacts/${contact.body.id}`;
    expect((await owner.patch(lead, { stage: "contacted" })).status).toBe(200);
    expect((await owner.post(`${lead}/notes`, { text: "Asked for a site visit" })).status).toBe(
      201,
    );
    const reply = await owner.post(`${lead}/replies`, {
      subject: `Your enquiry, ${person.name}`,
      body: `Dear ${person.name}, we will call you on ${person.spaced}.`,
    });
    expect(reply.status).toBe(201);
    // The sign-in limit's counters and the audit log name the address someone typed.
    expect((await site().client().login(person.email, "not the password")).status).toBe(401);
    // A member who once meant to sign in with the person's address (a link never followed).
    const change = await owner.patch("/api/admin/me", {
      email: person.email,
      currentPassword: ADMIN.password,
    });
    expect(change.status).toBeLessThan(300);
    await allSent(site());
    return { inquiry: inquiry.body, service: service.body, contact: contact.body };
  }

  test("exports every place that holds the person, and erases all of it, files included", async () => {
    const person = newPerson();
    const other = newPerson();
    const traces = await leaveTraces(person);
    // Someone else's enquiry, with a colleague's note that mentions the person's number.
    const theirs = await visitor.post(
      "/api/contacts",
      contactPayload({ name: other.name, email: other.email, phone: other.spaced }),
    );
    const mention = await owner.post(`/api/admin/leads/contacts/${theirs.body.id}/notes`, {
      text: `Works with ${person.name}, call ${person.spaced} too`,
    });
    expect(mention.status).toBe(201);
    await allSent(site());

    const exported = await owner.get(
      `/api/admin/privacy/export?email=${encodeURIComponent(person.email)}`,
    );
    expect(exported.status).toBe(200);
    expect(exported.body.person).toEqual({ email: person.email, phone: null });
    expect(exported.body.counts).toMatchObject({
      inquiries: 1,
      "service-inquiries": 1,
      contacts: 1,
    });
    expect(exported.body.held.contacts[0]).toMatchObject({
      id: traces.contact.id,
      stage: "contacted",
    });
    expect(exported.body.held.lead_notes.map((n: { text: string }) => n.text)).toEqual([
      "Asked for a site visit",
    ]);
    for (const place of ["notification_outbox", "mail_files", "rate_limits", "audit_log"])
      expect(exported.body.counts[place], place).toBeGreaterThan(0);
    // By number alone, the colleague's note is found too.
    const byPhone = await owner.get(`/api/admin/privacy/export?phone=${person.mobile}`);
    expect(byPhone.body.counts.lead_notes).toBe(2);

    const erased = await owner.post("/api/admin/privacy/erase", {
      email: person.email,
      phone: person.spaced,
    });
    expect(erased.status).toBe(200);
    expect(erased.body.erased).toMatchObject({
      inquiries: 1,
      "service-inquiries": 1,
      contacts: 1,
      lead_notes: 2,
      notification_outbox: exported.body.counts.notification_outbox,
      mail_files: exported.body.counts.mail_files,
    });
    expect(erased.body.erased.rate_limits).toBeGreaterThan(0);
    expect(erased.body.erased.email_changes).toBe(1);

    // Nothing stored holds the address or the number: no row, no e-mail file.
    const dump = await databaseDump(site().handle.db);
    expect(dump.toLowerCase().includes(person.email), "address in the database").toBe(false);
    expect(holdsDigits(dump, person.mobile), "number in the database").toBe(false);
    // Their name is gone with their enquiries and the audit entries about them; a colleague's
    // note about someone else keeps it (a name alone identifies nobody).
    const colleaguesNote = `Works with ${person.name}, call [erased] too`;
    expect(dump.split(colleaguesNote).join("").includes(person.name), "name").toBe(false);
    const directory = join(site().dataDir, "mail");
    for (const file of readdirSync(directory)) {
      const text = mailFileText(readFileSync(join(directory, file), "utf8"));
      expect(text.toLowerCase().includes(person.email), file).toBe(false);
      expect(holdsDigits(text, person.mobile), file).toBe(false);
    }
    // The other person keeps their enquiry; the note about them keeps its words, not the number.
    const kept = await owner.get(`/api/admin/leads/contacts/${theirs.body.id}`);
    expect(kept.status).toBe(200);
    expect(kept.body.notes.map((n: { text: string }) => n.text)).toEqual([
      `Works with ${person.name}, call [erased] too`,
    ]);
    // No API answer knows them any more.
    expect((await owner.get(`/api/admin/leads?q=${person.tag}`)).body).toEqual([]);
    expect((await owner.get(`/api/contacts?q=${person.tag}`)).body).toEqual([]);
    expect((await owner.get(`/api/admin/leads/contacts/${traces.contact.id}`)).status).toBe(404);

    // The audit log keeps its entries about them, redacted, and records the erasure's counts.
    const audit = await owner.get("/api/admin/audit?limit=500");
    const entries = audit.body as { action: string; target: string; after?: unknown }[];
    expect(entries.some((e) => e.target === `contact:${traces.contact.id}`)).toBe(true);
    const erasure = entries.find((e) => e.action === "privacy.erase");
    expect(erasure?.after).toEqual({ erased: erased.body.erased });
    expect(erasure?.target).toBe(`privacy-request:${erased.body.requestId}`);
    expect(JSON.stringify(entries).toLowerCase().includes(person.email)).toBe(false);

    // The erasure is recorded as a request, done, without the person.
    const requests = await owner.get("/api/admin/privacy/requests");
    const recorded = requests.body.find((r: { id: string }) => r.id === erased.body.requestId);
    expect(recorded).toMatchObject({ kind: "erasure", status: "done" });
    expect(recorded.email).toMatch(/^b•••@buyer-firm\.example$/);
    expect(recorded.outcome).toMatch(/^Erased: /);

    // Asking again finds nothing.
    const again = await owner.get(`/api/admin/privacy/export?phone=${person.mobile}`);
    expect(Object.values(again.body.counts).every((n) => n === 0)).toBe(true);
  });

  test("a recorded request is closed by the erasure that answers it", async () => {
    const person = newPerson();
    await visitor.post("/api/contacts", contactPayload({ email: person.email }));
    const opened = await owner.post("/api/admin/privacy/requests", {
      kind: "erasure",
      email: person.email,
      note: "Asked by e-mail to delete everything",
      receivedAt: "2026-01-05",
    });
    expect(opened.status).toBe(201);
    expect(opened.body).toMatchObject({ status: "open", email: person.email });
    const list = await owner.get("/api/admin/privacy/requests");
    expect(list.body[0]).toMatchObject({ id: opened.body.id, status: "open" });

    const erased = await owner.post("/api/admin/privacy/erase", {
      email: person.email,
      requestId: opened.body.id,
    });
    expect(erased.status).toBe(200);
    expect(erased.body).toMatchObject({ requestId: opened.body.id });
    expect(erased.body.erased).toMatchObject({ contacts: 1, privacy_requests: 1 });
    const closed = (await owner.get("/api/admin/privacy/requests")).body.find(
      (r: { id: string }) => r.id === opened.body.id,
    );
    expect(closed).toMatchObject({ status: "done", receivedAt: "2026-01-05T00:00:00.000Z" });
    expect(closed.email).not.toContain(person.email);

    const twice = await owner.post("/api/admin/privacy/erase", {
      email: person.email,
      requestId: opened.body.id,
    });
    expectProblem(twice, 409);
    const unknown = await owner.patch("/api/admin/privacy/requests/no-such-request", {
      status: "declined",
      outcome: "Could not verify who asked",
    });
    expectProblem(unknown, 404);
  });

  test("a request is closed by hand once, with its outcome; the audit log names only the request", async () => {
    const person = newPerson();
    const opened = await owner.post("/api/admin/privacy/requests", {
      kind: "access",
      phone: person.spaced,
      note: "Asked on the phone what we hold",
    });
    expect(opened.status).toBe(201);
    const path = `/api/admin/privacy/requests/${opened.body.id}`;

    const closed = await owner.patch(path, {
      status: "declined",
      outcome: "  Could not verify who asked  ",
    });
    expect(closed.status).toBe(200);
    expect(closed.body).toMatchObject({
      id: opened.body.id,
      status: "declined",
      outcome: "Could not verify who asked",
      closedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });

    const twice = await owner.patch(path, { status: "done", outcome: "Sent the export" });
    expectProblem(twice, 409);
    const listed = (await owner.get("/api/admin/privacy/requests")).body.find(
      (r: { id: string }) => r.id === opened.body.id,
    );
    expect(listed).toMatchObject({ status: "declined", outcome: "Could not verify who asked" });

    const audit = (await owner.get("/api/admin/audit?limit=500")).body as {
      action: string;
      target: string;
      after?: unknown;
    }[];
    const entries = audit.filter((e) => e.target === `privacy-request:${opened.body.id}`);
    expect(entries.map((e) => e.action).sort()).toEqual([
      "privacy.request",
      "privacy.request-close",
    ]);
    expect(entries.find((e) => e.action === "privacy.request-close")?.after).toEqual({
      status: "declined",
      outcome: "Could not verify who asked",
    });
    expect(JSON.stringify(entries)).not.toContain(person.mobile.slice(5));
  });

  test("every cookie a visitor or a member is given is in the privacy notice's list", async () => {
    const names = new Set<string>();
    const note = (response: { headers: Headers }) => {
      for (const line of response.headers.getSetCookie()) names.add(line.split("=")[0]!);
    };
    const someone = site().client();
    note(await someone.get("/api/site"));
    note(await someone.post("/api/contacts", contactPayload()));
    const member = site().client();
    note(await member.login());
    note(await member.get("/api/admin/me"));
    note(await member.post("/api/admin/logout", {}));
    const listed = new Set(COOKIE_INVENTORY.map((item) => item.name));
    expect(names.size).toBeGreaterThan(1);
    for (const name of names) expect(listed.has(name), name).toBe(true);
  });

  test("only the owner may erase or export, with the CSRF header, naming someone", async () => {
    const person = newPerson();
    const anonymous = site().client();
    expectProblem(await anonymous.post("/api/admin/privacy/erase", { email: person.email }), 401);
    expectProblem(await anonymous.get(`/api/admin/privacy/export?email=${person.email}`), 401);
    for (const role of ["sales", "editor"] as const) {
      const { client } = await memberClient(site(), role);
      expectProblem(await client.post("/api/admin/privacy/erase", { email: person.email }), 403);
      expectProblem(await client.get(`/api/admin/privacy/export?email=${person.email}`), 403);
      expectProblem(await client.get("/api/admin/privacy/retention"), 403);
    }
    expectProblem(
      await owner.post("/api/admin/privacy/erase", { email: person.email }, { csrf: false }),
      403,
    );
    const nobody = await owner.post("/api/admin/privacy/erase", {});
    expectProblem(nobody, 400);
    expect(nobody.body.errors).toEqual({ email: "Enter an e-mail address or a phone number" });
    const shortNumber = await owner.get("/api/admin/privacy/export?phone=12345");
    expect(shortNumber.body.errors).toEqual({
      phone: "Enter a phone number with at least 10 digits",
    });
    // A team member's account is removed on the Team screen, not erased as a visitor.
    expectProblem(
      await owner.post("/api/admin/privacy/erase", { email: "ADMIN@example.com" }),
      409,
    );
  });
});
