import { afterAll, beforeAll, expect, test } from "vitest";
import type { Role } from "../../app/domain/team/roles.ts";
import { contactPayload, marker } from "../support/fixtures.ts";
import { addMember } from "../support/team.ts";
import { createTestServices, describeEachDialect, type TestServices } from "../support/test-app.ts";

const ACTOR = { id: null, email: "test@example.com", address: "test" };
/** 09:00 and 07:00 in Vadodara (UTC+05:30) on 26 November 2026, and the next morning. */
const NINE_IST = Date.parse("2026-11-26T03:30:00Z");
const SEVEN_IST = Date.parse("2026-11-26T01:30:00Z");
const NEXT_MORNING = NINE_IST + 86_400_000;

describeEachDialect("Follow-up digests", (dialect) => {
  let t: TestServices;
  beforeAll(async () => {
    t = await createTestServices(dialect, { siteUrl: "https://vadtech.example" });
  });
  afterAll(() => t.close());

  const member = (role: Role) => addMember(t, role, `${marker(role)}@example.com`, "x".repeat(12));

  async function lead(assigneeId: string, followUpAt: string, stage?: "won") {
    const created = await t.services.contacts.create(contactPayload() as never);
    const change = await t.services.leads.update(
      "contacts",
      created.id,
      { assigneeId, followUpAt, ...(stage ? { stage } : {}) },
      ACTOR,
    );
    expect(change.kind).toBe("updated");
    return created;
  }

  const digestsTo = (email: string) =>
    t.handle.db
      .selectFrom("notification_outbox")
      .selectAll()
      .where("kind", "=", "follow-up-digest")
      .where("recipient", "=", email)
      .execute();

  test("queues one digest per member per day, after 08:00 IST, even when processes race", async () => {
    const sales = await member("sales");
    const idle = await member("sales");
    const due = await lead(sales.id, "2026-11-26T05:00:00.000Z");
    const won = await lead(sales.id, "2026-11-26T04:00:00.000Z", "won");
    const later = await lead(sales.id, "2026-11-28T05:00:00.000Z");

    expect(await t.services.leads.queueDigests(SEVEN_IST)).toBe(0);
    const racing = await Promise.all(
      Array.from({ length: 4 }, () => t.services.leads.queueDigests(NINE_IST)),
    );
    expect(racing.filter((n) => n > 0)).toHaveLength(1);
    expect(await t.services.leads.queueDigests(NINE_IST + 3_600_000)).toBe(0);

    const mails = await digestsTo(sales.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toMatch(/^1 follow-up due today/);
    expect(mails[0]?.text).toContain(`- 26 Nov 2026, 10:30 am IST: ${due.name}`);
    expect(mails[0]?.text).toContain(`https://vadtech.example/admin/leads/contacts/${due.id}`);
    expect(mails[0]?.text).not.toContain(won.name);
    expect(mails[0]?.text).not.toContain(later.name);
    expect(await digestsTo(idle.email)).toHaveLength(0);

    // The next morning the follow-up is overdue and still listed.
    expect(await t.services.leads.queueDigests(NEXT_MORNING)).toBeGreaterThan(0);
    expect(await digestsTo(sales.email)).toHaveLength(2);
  });
});
