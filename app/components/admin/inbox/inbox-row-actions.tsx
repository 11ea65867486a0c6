import {
  EyeIcon,
  SquareArrowOutUpRightIcon,
  Trash2Icon,
  UndoIcon,
  type LucideIcon,
} from "lucide-react";
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
  const named = (verb: string) => `${verb} ${config.noun} from ${item.name}`;
  return (
    <span className="flex justify-end gap-1">
      {item.status === "spam" ? (
        <RowIconButton icon={UndoIcon} label={named("Restore")} onClick={() => onRestore(item)} />
      ) : null}
      <RowIconButton icon={EyeIcon} label={named("View")} onClick={() => onView(item)} />
      <Button variant="ghost" size="icon" className="size-9" asChild>
        <Link to={leadHref({ kind: config.resource, id: item.id })}>
          <SquareArrowOutUpRightIcon aria-hidden="true" />
          <span className="sr-only">Open lead page of {item.name}</span>
        </Link>
      </Button>
      <RowIconButton
        icon={Trash2Icon}
        label={named("Delete")}
        onClick={() => onDelete(item)}
        className="text-destructive hover:text-destructive size-9"
      />
    </span>
  );
}

/** An icon button named by its screen-reader text, which says which message it acts on. */
function RowIconButton({
  icon: Icon,
  label,
  onClick,
  className = "size-9",
}: {
  icon: LucideIcon;
  label: string;
  onClick: () => void;
  className?: string;
}) {
  return (
    <Button variant="ghost" size="icon" className={className} onClick={onClick}>
      <Icon aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </Button>
  );
}
