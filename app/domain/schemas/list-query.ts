import { z } from "zod";
import { INBOX_STATUSES } from "../enquiries/inbox-statuses.ts";

/** Part of a record's words to look for. */
const searchText = z.string().trim().max(200).optional();

/** Which page of a list: at most `limit` rows, from the `offset`th. */
export const pageFields = {
  limit: z.coerce.number().int().min(1).max(1000).optional(),
  offset: z.coerce.number().int().min(0).optional(),
};

/** The query of a list one can search and page through (the catalogue, the projects). */
export const searchPageQuery = z.object({ q: searchText, ...pageFields });
export type SearchPageQuery = z.infer<typeof searchPageQuery>;

/** Optional query of every list endpoint. */
export const listQuery = z.object({
  q: searchText,
  status: z.enum(INBOX_STATUSES, { error: "Status must be new, read, replied or spam" }).optional(),
  ...pageFields,
});
export type ListQuery = z.infer<typeof listQuery>;
