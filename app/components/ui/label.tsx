import type { ComponentProps } from "react";
import { cx } from "~/utils/cx";

/**
 * A plain `<label>`: Radix's Label adds only a guard against selecting the text on a double
 * click, and brings its Primitive and Slot (about 2 KB compressed) to every public form page
 * (docs/decisions/093). Classes joined with ~/utils/cx, which says why.
 */
export function Label({ className, ...props }: ComponentProps<"label">) {
  return (
    <label
      data-slot="label"
      className={cx("text-foreground text-sm leading-none font-medium", className)}
      {...props}
    />
  );
}
