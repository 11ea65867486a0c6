import { z } from "zod";
import { toIsoString } from "../../db/values.ts";
import type { InboxStatus } from "../schemas/records.ts";
import { INBOX_STATUSES } from "./inbox-statuses.ts";

/** The fields of an enquiry's record the server sets, as the OpenAPI document shows them. */
const recordStatus = z.enum(INBOX_STATUSES);
export const recordDate = z
  .string()
  .meta({ format: "date-time", description: "Set by the server (ISO 8601, UTC)" });

/** Who sent it: every enquiry's record has these three, right after its id (or reference). */
export const senderRecordFields = { name: z.string(), email: z.string(), phone: z.string() };

/** Where the team stands with it and when it came: last in every enquiry's record. */
export const stateRecordFields = { status: recordStatus, date: recordDate };

/** An enquiry row's sender, as its record shows it. */
export function senderOf(row: { name: string; email: string; phone: string }) {
  return { name: row.name, email: row.email, phone: row.phone };
}

/** An enquiry row's status and arrival, as its record shows them. */
export function stateOf(row: { status: InboxStatus; created_at: string | Date }) {
  return { status: row.status, date: toIsoString(row.created_at) };
}
