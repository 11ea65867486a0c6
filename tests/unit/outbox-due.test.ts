import { describe, expect, test } from "vitest";
import { createOutbox } from "../../app/domain/notifications/outbox.server.ts";
import type { NotificationOutboxTable } from "../../app/db/schema.ts";
import { migratedSqliteConnections } from "../support/migrated-sqlite.ts";

const connection = migratedSqliteConnections("worker");
const NOW = Date.parse("2026-11-29T10:00:00.000Z");

type Row = Pick<NotificationOutboxTable, "id" | "status"> & {
  dueAt: number;
  createdAt: number;
  lockedUntil?: number;
};

async function insert(rows: Row[]) {
  await connection("worker")
    .db.insertInto("notification_outbox")
    .values(
      rows.map((row) => ({
        id: row.id,
        kind: "admin-notification" as const,
        submission_kind: "contact" as const,
        submission_id: `submission-${row.id}`,
        recipient: "team@example.com",
        recipient_key: "team@example.com",
        reply_to: null,
        subject: "A new message",
        text: "text",
        html: "<p>text</p>",
        status: row.status,
        attempts: row.status === "pending" ? 0 : 1,
        next_attempt_at: row.dueAt,
        locked_until: row.lockedUntil ?? null,
        locked_by: row.lockedUntil === undefined ? null : "a crashed worker",
        created_at: new Date(row.createdAt).toISOString(),
      })),
    )
    .execute();
}

/**
 * What the outbox worker sends next (docs/decisions/077): pending rows that are due and claims
 * whose lock ran out, read from two indexes and merged, oldest first.
 */
describe("the outbox's due messages", () => {
  test("are pending rows due now and stale claims, oldest first, up to the limit", async () => {
    await insert([
      { id: "later", status: "pending", dueAt: NOW - 1_000, createdAt: NOW - 1_000 },
      { id: "not-yet", status: "pending", dueAt: NOW + 60_000, createdAt: NOW - 5_000 },
      {
        id: "stale",
        status: "sending",
        dueAt: NOW - 9_000,
        createdAt: NOW - 9_000,
        lockedUntil: NOW - 1,
      },
      {
        id: "held",
        status: "sending",
        dueAt: NOW - 8_000,
        createdAt: NOW - 8_000,
        lockedUntil: NOW + 60_000,
      },
      { id: "tie-b", status: "pending", dueAt: NOW - 3_000, createdAt: NOW - 3_000 },
      { id: "tie-a", status: "pending", dueAt: NOW - 3_000, createdAt: NOW - 4_000 },
      { id: "sent", status: "sent", dueAt: NOW - 20_000, createdAt: NOW - 20_000 },
    ]);
    const outbox = createOutbox(connection("worker").db);

    expect(await outbox.dueIds(NOW, 10)).toEqual(["stale", "tie-a", "tie-b", "later"]);
    expect(await outbox.dueIds(NOW, 2)).toEqual(["stale", "tie-a"]);
  });
});
