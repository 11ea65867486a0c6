import type { AppLoadContext } from "react-router";
import type { KindInboxData } from "~/components/admin/inbox/inbox-screens";
import {
  parseFocusId,
  parseListParams,
  redirectPastLastPage,
} from "~/components/admin/list/list-params";
import type { EnquiryKind } from "~/domain/enquiries/enquiry-kinds";
import { requireAccess } from "./guard.server";

/**
 * The loader of every inbox: guard first, then one page of the matching rows
 * and their total from the server (limit/offset), never the whole table.
 * `?id=` (the link in a notification e-mail) also loads that one item by id,
 * wherever it sits in the list, so the screen can open it.
 */
export async function loadInbox<K extends EnquiryKind>(
  request: Request,
  context: AppLoadContext,
  kind: K,
): Promise<KindInboxData<K>> {
  await requireAccess(request, context);
  const { list, get } = context.services.inbox(kind);
  const url = new URL(request.url);
  const { q, status, page, limit, offset } = parseListParams(url);
  const focusId = parseFocusId(url);
  const base = { kind, q, status, page, limit, offset, loadedAt: Date.now() };
  const [listed, focus] = await Promise.all([
    list({ q: q || undefined, status, limit, offset }).then(
      (result) => ({ ok: true as const, result }),
      (error: unknown) => ({ ok: false as const, error }),
    ),
    focusId ? loadFocus(get, focusId) : null,
  ]);
  if (!listed.ok) {
    console.error("Inbox list failed", listed.error);
    return { ...base, items: [], total: 0, failed: true, focus };
  }
  const { result } = listed;
  redirectPastLastPage(url, page, result);
  return { ...base, items: result.items, total: result.total, failed: false, focus };
}

/** An unknown id, or one that fails to load, just leaves the list as it is. */
async function loadFocus<T>(get: (id: string) => Promise<T | null>, id: string) {
  try {
    return await get(id);
  } catch (error) {
    console.error("Inbox item failed to load", error);
    return null;
  }
}
