import { ArrowDownIcon, ArrowUpIcon, ChevronRightIcon, Trash2Icon } from "lucide-react";
import { Button } from "~/components/ui/button";
import { cn } from "~/utils/cn";

function MoveButton({
  direction,
  number,
  onClick,
  disabled,
}: {
  direction: "up" | "down";
  number: number;
  onClick: () => void;
  disabled: boolean;
}) {
  const Icon = direction === "up" ? ArrowUpIcon : ArrowDownIcon;
  return (
    <Button
      type="button"
      variant="ghost"
      size="icon"
      className="size-9 sm:size-10"
      title={`Move ${direction}`}
      onClick={onClick}
      disabled={disabled}
    >
      <Icon aria-hidden="true" />
      <span className="sr-only">{`Move subproduct ${number} ${direction}`}</span>
    </Button>
  );
}

/**
 * An item card's header: the toggle that opens it (its name and make/model), and the buttons
 * that move it up and down and remove it. Compact on phones: icons only, names for screen readers.
 */
export function ItemCardHeader({
  index,
  count,
  name,
  makeModel,
  open,
  contentId,
  disabled,
  onToggle,
  onMove,
  onRemove,
}: {
  index: number;
  count: number;
  name: string;
  makeModel: string;
  open: boolean;
  contentId: string;
  disabled: boolean;
  onToggle: () => void;
  onMove: (to: number) => void;
  onRemove: () => void;
}) {
  const number = index + 1;
  return (
    <div className="flex items-center gap-0.5 p-2 sm:gap-1">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={contentId}
        onClick={onToggle}
        className="hover:bg-muted focus-visible:outline-ring flex min-w-0 flex-1 items-center gap-2 rounded-md px-2 py-1.5 text-left focus-visible:outline-2"
      >
        <ChevronRightIcon
          aria-hidden="true"
          className={cn("size-4 shrink-0 transition-transform", open && "rotate-90")}
        />
        <span className="text-muted-foreground shrink-0 text-xs tabular-nums">{number}.</span>
        <span className="min-w-0 flex-1">
          <span
            className={cn(
              "line-clamp-2 block font-medium break-words",
              !name && "text-muted-foreground",
            )}
          >
            {name || "Unnamed item"}
          </span>
          {makeModel ? (
            <span className="text-muted-foreground block text-xs break-words">{makeModel}</span>
          ) : null}
        </span>
      </button>
      <MoveButton
        direction="up"
        number={number}
        onClick={() => onMove(index - 1)}
        disabled={disabled || index === 0}
      />
      <MoveButton
        direction="down"
        number={number}
        onClick={() => onMove(index + 1)}
        disabled={disabled || index === count - 1}
      />
      <Button
        type="button"
        variant="outline"
        className="size-9 px-0 sm:h-10 sm:w-auto sm:px-4"
        onClick={onRemove}
        disabled={disabled || count <= 1}
      >
        <Trash2Icon aria-hidden="true" />
        <span className="sr-only sm:not-sr-only">Remove</span>
        <span className="sr-only"> subproduct {number}</span>
      </Button>
    </div>
  );
}
