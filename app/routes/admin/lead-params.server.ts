import { leadListQuery, type LeadListQuery } from "~/domain/leads/lead-schemas";
import { PAGE_SIZE } from "~/components/admin/list/list-params";

export const LEAD_FILTER_KEYS = ["q", "kind", "status", "stage", "assignee", "due"] as const;

export interface LeadParams {
  query: LeadListQuery;
  page: number;
  limit: number;
  offset: number;
}

/** The leads inbox's search, filters and page from the URL; an unknown value is dropped. */
export function parseLeadParams(url: URL): LeadParams {
  const query: Record<string, string> = {};
  for (const key of LEAD_FILTER_KEYS) {
    const value = url.searchParams.get(key)?.trim();
    if (!value) continue;
    const single = leadListQuery.shape[key].safeParse(value);
    if (single.success && single.data !== undefined) query[key] = String(single.data);
  }
  const page = Math.max(
    1,
    Math.min(100_000, Number.parseInt(url.searchParams.get("page") ?? "1", 10) || 1),
  );
  return {
    query: query as LeadListQuery,
    page,
    limit: PAGE_SIZE,
    offset: (page - 1) * PAGE_SIZE,
  };
}
