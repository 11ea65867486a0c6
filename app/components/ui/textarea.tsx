import type { ComponentProps } from "react";
import { cx } from "~/utils/cx";

/** Classes joined with ~/utils/cx, which says why. */
export function Textarea({ className, ...props }: ComponentProps<"textarea">) {
  return (
    <textarea
      data-slot="textarea"
      className={cx(
        "border-input bg-background text-foreground placeholder:text-muted-foreground focus-visible:outline-ring aria-invalid:border-destructive flex min-h-24 w-full rounded-md border px-3 py-2 text-base focus-visible:outline-2 focus-visible:outline-offset-1 disabled:cursor-not-allowed disabled:opacity-60 md:text-sm",
        className,
      )}
      {...props}
    />
  );
}
