import { EyeIcon, SquareArrowOutUpRightIcon, Trash2Icon, UndoIcon } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { leadHref } from "../leads/lead-links";
import type { InboxListProps, InboxRecord } from "./inbox-config";

/** A row's actions, plus the lead page: the table's and the cards'. */
export function InboxRowActions<T extends InboxRecord>({
  config,
  item,
  onView,
  onDelete,
  onRestore,
}: Omit<InboxListProps<T>, "items"> & { item: T }) {
  return (
    <span className="flex justify-end gap-1">
      {item.status === "spam" ? (
        <Button variant="ghost" size="icon" className="size-9" onClick={() => onRestore(item)}>
          <UndoIcon aria-hidden="true" />
          <span className="sr-only">
            Restore {config.noun} from {item.name}
          </span>
        </Button>
      ) : null}
      <Button variant="ghost" size="icon" className="size-9" onClick={() => onView(item)}>
        <EyeIcon aria-hidden="true" />
        <span className="sr-only">
          View {config.noun} from {item.name}
        </span>
      </Button>
      <Button variant="ghost" size="icon" className="size-9" asChild>
        <Link to={leadHref({ kind: config.resource, id: item.id })}>
          <SquareArrowOutUpRightIcon aria-hidden="true" />
          <span className="sr-only">Open lead page of {item.name}</span>
        </Link>
      </Button>
      <Button
        variant="ghost"
        size="icon"
        className="text-destructive hover:text-destructive size-9"
        onClick={() => onDelete(item)}
      >
        <Trash2Icon aria-hidden="true" />
        <span className="sr-only">
          Delete {config.noun} from {item.name}
        </span>
      </Button>
    </span>
  );
}
