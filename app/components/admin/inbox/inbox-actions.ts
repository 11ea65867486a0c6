import { toast } from "~/components/ui/deferred-toaster";
import type { InboxStatus } from "~/domain/schemas/records";
import { api } from "~/utils/api-client";
import { handleSessionExpired } from "../auth/session-expired";
import type { InboxConfig, InboxRecord } from "./inbox-config";

const LATER = "Please try again later.";

/** The API calls of one inbox with their toasts. Each resolves null/false on failure. */
export function inboxActions<T extends InboxRecord>(config: InboxConfig<T>) {
  const base = `/${config.resource}`;
  const setStatus = (id: string, status: InboxStatus) =>
    api.patch<T>(`${base}/${encodeURIComponent(id)}/status`, { status });

  return {
    /** Opening a 'new' item moves it to read. */
    async markRead(item: T): Promise<T | null> {
      try {
        return await setStatus(item.id, "read");
      } catch (error) {
        if (handleSessionExpired(error)) return null;
        console.error("Automatic read marking failed", error);
        const { readFailed } = config.toasts;
        if (readFailed) toast.error(readFailed.title, { description: readFailed.description });
        return null;
      }
    },

    async markReplied(item: T): Promise<T | null> {
      try {
        const updated = await setStatus(item.id, "replied");
        toast.success("Marked as replied");
        return updated;
      } catch (error) {
        if (!handleSessionExpired(error))
          toast.error(config.toasts.updateFailed, { description: LATER });
        return null;
      }
    },

    /** Spam goes back to the inbox as new (the Spam filter). */
    async restore(item: T): Promise<T | null> {
      try {
        const updated = await setStatus(item.id, "new");
        toast.success("Restored", { description: "The message is back in the inbox as new." });
        return updated;
      } catch (error) {
        if (!handleSessionExpired(error))
          toast.error(config.toasts.updateFailed, { description: LATER });
        return null;
      }
    },

    async remove(item: T): Promise<boolean> {
      try {
        await api.delete(`${base}/${encodeURIComponent(item.id)}`);
        toast.success(config.toasts.deleted);
        return true;
      } catch (error) {
        if (!handleSessionExpired(error))
          toast.error(config.toasts.deleteFailed, { description: LATER });
        return false;
      }
    },

    /** Every record matching the current search and filter, not only the page shown. */
    async listAll(q: string, status: string | undefined): Promise<T[]> {
      const params = new URLSearchParams();
      if (q) params.set("q", q);
      if (status) params.set("status", status);
      const query = params.toString();
      return api.get<T[]>(query ? `${base}?${query}` : base);
    },
  };
}
