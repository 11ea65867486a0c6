import type { ComponentProps } from "react";
import { cn } from "~/utils/cn";

/**
 * A native checkbox in the theme's colour. Native rather than Radix's: the same keyboard,
 * form and screen-reader behaviour, and none of Radix's 4 KB on every form screen.
 */
export function Checkbox({
  className,
  onChange,
  onCheckedChange,
  ...props
}: Omit<ComponentProps<"input">, "type"> & { onCheckedChange?: (checked: boolean) => void }) {
  return (
    <input
      type="checkbox"
      data-slot="checkbox"
      className={cn(
        "peer accent-primary focus-visible:outline-ring size-4 shrink-0 cursor-pointer focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60",
        className,
      )}
      {...props}
      onChange={(event) => {
        onChange?.(event);
        onCheckedChange?.(event.target.checked);
      }}
    />
  );
}
