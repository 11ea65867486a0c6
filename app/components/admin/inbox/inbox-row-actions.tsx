import { EyeIcon, SquareArrowOutUpRightIcon, Trash2Icon, UndoIcon } from "lucide-react";
import type { ReactNode } from "react";
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
        <RowIconButton
          icon={<UndoIcon aria-hidden="true" />}
          label={
            <>
              Restore {config.noun} from {item.name}
            </>
          }
          onClick={() => onRestore(item)}
        />
      ) : null}
      <RowIconButton
        icon={<EyeIcon aria-hidden="true" />}
        label={
          <>
            View {config.noun} from {item.name}
          </>
        }
        onClick={() => onView(item)}
      />
      <Button variant="ghost" size="icon" className="size-9" asChild>
        <Link to={leadHref({ kind: config.resource, id: item.id })}>
          <SquareArrowOutUpRightIcon aria-hidden="true" />
          <span className="sr-only">Open lead page of {item.name}</span>
        </Link>
      </Button>
      <RowIconButton
        icon={<Trash2Icon aria-hidden="true" />}
        label={
          <>
            Delete {config.noun} from {item.name}
          </>
        }
        onClick={() => onDelete(item)}
        className="text-destructive hover:text-destructive size-9"
      />
    </span>
  );
}

/** An icon button named by its screen-reader text, which says which message it acts on. */
function RowIconButton({
  icon,
  label,
  onClick,
  className = "size-9",
}: {
  icon: ReactNode;
  label: ReactNode;
  onClick: () => void;
  className?: string;
}) {
  return (
    <Button variant="ghost" size="icon" className={className} onClick={onClick}>
      {icon}
      <span className="sr-only">{label}</span>
    </Button>
  );
}
