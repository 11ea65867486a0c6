import { redirect } from "react-router";
import { INBOX_STATUSES } from "~/domain/enquiries/inbox-statuses";
import type { InboxStatus } from "~/domain/schemas/records";

/** Rows per page: lists page through the server so ten thousand inquiries stay fast. */
export const PAGE_SIZE = 25;

export interface ListParams {
  q: string;
  status: InboxStatus | undefined;
  page: number;
  limit: number;
  offset: number;
}

/** Search, status filter and page live in the URL: they survive a reload and work without scripts. */
export function parseListParams(url: URL): ListParams {
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, 200);
  const rawStatus = url.searchParams.get("status");
  const status = INBOX_STATUSES.find((value) => value === rawStatus);
  const page = Math.max(
    1,
    Math.min(100_000, Number.parseInt(url.searchParams.get("page") ?? "1", 10) || 1),
  );
  return { q, status, page, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE };
}

/** The same URL at another page; page 1 is left out so links stay short. */
export function withPage(search: URLSearchParams, page: number): string {
  const next = new URLSearchParams(search);
  if (page <= 1) next.delete("page");
  else next.set("page", String(page));
  const text = next.toString();
  return text ? `?${text}` : "?";
}

/** When deletes leave a page past the end, the last page that has rows. */
function lastPageFor(total: number): number {
  return Math.max(1, Math.ceil(total / PAGE_SIZE));
}

/** A delete can leave the page asked for past the end: a loader then shows the last one. */
export function redirectPastLastPage(
  url: URL,
  page: number,
  result: { items: unknown[]; total: number },
): void {
  if (result.items.length === 0 && page > 1 && result.total > 0)
    throw redirect(withPage(url.searchParams, lastPageFor(result.total)));
}

/**
 * `?id=` names one item of an inbox to open in its viewer: the notification
 * e-mails link to `/admin/inquiries?id=…` (app/domain/notifications/compose.ts).
 */
export const FOCUS_PARAM = "id";

/** Ids are UUIDs; anything empty or absurdly long is ignored rather than looked up. */
export function parseFocusId(url: URL): string | undefined {
  const id = url.searchParams.get(FOCUS_PARAM)?.trim();
  return id && id.length <= 200 ? id : undefined;
}
