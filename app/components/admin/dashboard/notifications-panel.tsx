import { MailCheckIcon, RotateCwIcon } from "lucide-react";
import { useState } from "react";
import { useRevalidator } from "react-router";
import { toast } from "~/components/ui/deferred-toaster";
import { Button } from "~/components/ui/button";
import { api } from "~/utils/api-client";
import { cn } from "~/utils/cn";
import { handleSessionExpired } from "../auth/session-expired";

const HEADING_ID = "notifications-heading";

/** As `dashboard.notificationCounts()` returns them (app/domain/notifications/outbox.server.ts). */
export interface NotificationCounts {
  /** Queued or being sent. */
  waiting: number;
  /** Given up after the last attempt. */
  failed: number;
}

function summary({ waiting, failed }: NotificationCounts): string {
  if (failed > 0) {
    return "Some e-mails could not be delivered. Check the mail server settings, then retry them.";
  }
  if (waiting > 0) {
    return "Waiting e-mails go out within moments; while the mail server is unreachable they are retried with growing pauses.";
  }
  return "Every notification has been sent.";
}

/**
 * How many notification e-mails (to the team and acknowledgements to
 * visitors) are waiting in the outbox or were given up on, with 'Retry failed'
 * when there are any. The counts come from the dashboard's loader; null means
 * they could not be read, which is said rather than shown as zeros.
 */
export function NotificationsPanel({ counts }: { counts: NotificationCounts | null }) {
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);

  async function retry() {
    setBusy(true);
    try {
      const { requeued } = await api.post<{ requeued: number }>("/admin/notifications/retry");
      if (requeued === 0) {
        toast.info("Nothing to retry", { description: "No failed e-mails were left." });
      } else {
        toast.success("Notifications queued again", {
          description:
            requeued === 1
              ? "1 e-mail will be sent again."
              : `${requeued} e-mails will be sent again.`,
        });
      }
      await revalidator.revalidate();
    } catch (error) {
      if (!handleSessionExpired(error)) {
        toast.error("Could not retry the notifications", {
          description: "Please try again later.",
        });
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby={HEADING_ID} className="bg-card rounded-xl border p-5 shadow-sm">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h2 id={HEADING_ID} className="flex items-center gap-2 text-base font-semibold">
            <MailCheckIcon className="text-brand-700 size-5" aria-hidden="true" />
            E-mail notifications
          </h2>
          <p className="text-muted-foreground mt-1 text-sm">
            {counts
              ? summary(counts)
              : "The state of the e-mail notifications could not be loaded."}
          </p>
        </div>
        {counts && counts.failed > 0 ? (
          <Button variant="outline" onClick={retry} disabled={busy} className="shrink-0">
            <RotateCwIcon className={cn(busy && "animate-spin")} aria-hidden="true" />
            {busy ? "Retrying..." : "Retry failed"}
          </Button>
        ) : null}
      </div>
      {counts ? (
        <dl className="mt-4 grid max-w-md grid-cols-2 gap-4">
          <div className="flex flex-col gap-1">
            <dt className="text-muted-foreground text-sm font-semibold">Waiting</dt>
            <dd className="text-2xl font-bold tabular-nums">{counts.waiting}</dd>
          </div>
          <div className="flex flex-col gap-1">
            <dt className="text-muted-foreground text-sm font-semibold">Failed</dt>
            <dd
              className={cn(
                "text-2xl font-bold tabular-nums",
                counts.failed > 0 && "text-destructive",
              )}
            >
              {counts.failed}
            </dd>
          </div>
        </dl>
      ) : null}
    </section>
  );
}
