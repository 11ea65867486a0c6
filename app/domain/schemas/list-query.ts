import { z } from "zod";
import { INBOX_STATUSES } from "../enquiries/inbox-statuses.ts";

/** Optional query of every list endpoint. */
export const listQuery = z.object({
  q: z.string().trim().max(200).optional(),
  status: z.enum(INBOX_STATUSES, { error: "Status must be new, read, replied or spam" }).optional(),
  limit: z.coerce.number().int().min(1).max(1000).optional(),
  offset: z.coerce.number().int().min(0).optional(),
});
export type ListQuery = z.infer<typeof listQuery>;
