import { CheckIcon, MailIcon, UndoIcon } from "lucide-react";
import { useState } from "react";
import { Button, buttonVariants } from "~/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogFooter,
  DialogHeading,
} from "~/components/ui/dialog";
import { useViewerZone } from "~/hooks/use-viewer-zone";
import { useReturnFocus } from "~/hooks/use-return-focus";
import { DateTime } from "../date-time";
import { DetailList } from "./detail-list";
import type { InboxConfig, InboxRecord } from "./inbox-config";
import { replyLink } from "./reply-link";
import { StatusBadge } from "./status-badge";

/** The viewer of one item: its fields, 'Reply by e-mail', 'Mark as Replied' (until replied), Close. */
export function InboxDetailDialog<T extends InboxRecord>({
  config,
  item,
  onClose,
  onMarkReplied,
  onRestore,
}: {
  config: InboxConfig<T>;
  item: T | null;
  onClose: () => void;
  onMarkReplied: (item: T) => Promise<void>;
  onRestore: (item: T) => Promise<void>;
}) {
  const [busy, setBusy] = useState(false);
  const zone = useViewerZone();
  const returnFocus = useReturnFocus(item !== null);
  async function run(action: (item: T) => Promise<void>) {
    if (!item) return;
    setBusy(true);
    try {
      await action(item);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open={item !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {item ? (
        <DialogContent className="sm:max-w-2xl" onCloseAutoFocus={returnFocus}>
          <DialogHeading
            title={config.dialogTitle(item)}
            descriptionClassName="flex flex-wrap items-center gap-2"
            description={
              <>
                <span>
                  From {item.name} on <DateTime iso={item.date} relative={false} />
                </span>
                <StatusBadge status={item.status} />
              </>
            }
          />
          <DetailList items={config.details(item)} />
          <DialogFooter className="gap-2">
            <a
              href={replyLink(config, item, zone)}
              className={buttonVariants({ variant: "outline" })}
            >
              <MailIcon aria-hidden="true" />
              Reply by e-mail
            </a>
            {item.status === "spam" ? (
              <Button variant="secondary" onClick={() => run(onRestore)} disabled={busy}>
                <UndoIcon aria-hidden="true" />
                Restore
              </Button>
            ) : item.status !== "replied" ? (
              <Button onClick={() => run(onMarkReplied)} disabled={busy}>
                <CheckIcon aria-hidden="true" />
                Mark as Replied
              </Button>
            ) : null}
            <DialogClose asChild>
              <Button variant="outline">Close</Button>
            </DialogClose>
          </DialogFooter>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
