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

/**
 * An enquiry's record as the OpenAPI document describes it: its id, what comes before the sender
 * (a quote request's reference), the sender, the kind's own fields, and last its state.
 */
export function enquiryRecordSchema(id: string, own: z.ZodRawShape, first: z.ZodRawShape = {}) {
  return z
    .object({ id: z.string(), ...first, ...senderRecordFields, ...own, ...stateRecordFields })
    .meta({ id });
}

type EnquiryRow = { id: string } & Parameters<typeof senderOf>[0] & Parameters<typeof stateOf>[0];
type Enquiry<Own, First = unknown> = { id: string } & First &
  ReturnType<typeof senderOf> &
  Own &
  ReturnType<typeof stateOf>;

/** An enquiry row as its record, in the order of `enquiryRecordSchema`. */
export function enquiryOf<Own extends object>(row: EnquiryRow, own: Own): Enquiry<Own>;
export function enquiryOf<Own extends object, First extends object>(
  row: EnquiryRow,
  own: Own,
  first: First,
): Enquiry<Own, First>;
export function enquiryOf(row: EnquiryRow, own: object, first: object = {}): Enquiry<object> {
  return { id: row.id, ...first, ...senderOf(row), ...own, ...stateOf(row) };
}

/** An enquiry row's sender, as its record shows it. */
export function senderOf(row: { name: string; email: string; phone: string }) {
  return { name: row.name, email: row.email, phone: row.phone };
}

/** An enquiry row's status and arrival, as its record shows them. */
export function stateOf(row: { status: InboxStatus; created_at: string | Date }) {
  return { status: row.status, date: toIsoString(row.created_at) };
}
