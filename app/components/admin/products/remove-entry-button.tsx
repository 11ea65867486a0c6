import { XIcon } from "lucide-react";
import { Button } from "~/components/ui/button";

/**
 * The × beside one entry of a subproduct's list (a picture, a datasheet, a specification
 * row). Its visible title is short; `label` says which entry, for a screen reader, since many
 * alike buttons stand on one page.
 */
export function RemoveEntryButton({
  title,
  label,
  onClick,
  disabled,
  className,
}: {
  title: string;
  label: string;
  onClick: () => void;
  disabled?: boolean;
  className?: string;
}) {
  return (
    <Button
      type="button"
      variant="ghost"
      size="icon"
      title={title}
      className={className}
      onClick={onClick}
      disabled={disabled}
    >
      <XIcon aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </Button>
  );
}
