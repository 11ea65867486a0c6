import { expect, test } from "vitest";
import type { AuditEntry } from "../../app/domain/audit/audit.server.ts";
import { auditCsv } from "../../app/domain/audit/audit-csv.ts";

const entry = (fields: Partial<AuditEntry> = {}): AuditEntry => ({
  id: "a1",
  at: "2026-03-02T10:00:00.000Z",
  actorId: "u1",
  actorEmail: "owner@vadtech.in",
  action: "product.update",
  target: "product:prod-001",
  address: "203.0.113.9",
  ...fields,
});

test("a header and one CRLF line per entry; a missing actor or change is an empty cell", () => {
  expect(auditCsv([entry({ actorId: null })])).toBe(
    "at,actorEmail,actorId,action,target,address,before,after\r\n" +
      "2026-03-02T10:00:00.000Z,owner@vadtech.in,,product.update,product:prod-001,203.0.113.9,,\r\n",
  );
});

test("a change is written as JSON, quoted with its quotes doubled (RFC 4180)", () => {
  const [, line] = auditCsv([
    entry({ before: { title: "Pumps" }, after: 'Say "hi", then\nleave' }),
  ]).split("\r\n");
  expect(line).toBe(
    "2026-03-02T10:00:00.000Z,owner@vadtech.in,u1,product.update,product:prod-001,203.0.113.9," +
      '"{""title"":""Pumps""}","Say ""hi"", then\nleave"',
  );
});

test("a cell a spreadsheet would run as a formula is defused with a leading quote", () => {
  const csv = auditCsv([
    entry({ actorEmail: '=HYPERLINK("http://evil.example")', target: "+1", after: "-2" }),
    entry({ actorEmail: "@SUM(A1)", target: "\tx" }),
  ]);
  const [, first, second] = csv.split("\r\n");
  expect(first).toContain(',"\'=HYPERLINK(""http://evil.example"")",');
  expect(first).toContain(",'+1,");
  expect(first!.endsWith(",'-2")).toBe(true);
  expect(second).toContain(",'@SUM(A1),u1,product.update,'\tx,");
});
