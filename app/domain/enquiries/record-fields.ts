import { z } from "zod";
import { INBOX_STATUSES } from "./inbox-statuses.ts";

/** The fields of an enquiry's record the server sets, as the OpenAPI document shows them. */
export const recordStatus = z.enum(INBOX_STATUSES);
export const recordDate = z
  .string()
  .meta({ format: "date-time", description: "Set by the server (ISO 8601, UTC)" });
