import { Label as LabelPrimitive } from "radix-ui";
import type { ComponentProps } from "react";
import { cx } from "~/utils/cx";

/** Classes joined with ~/utils/cx, which says why. */
export function Label({ className, ...props }: ComponentProps<typeof LabelPrimitive.Root>) {
  return (
    <LabelPrimitive.Root
      data-slot="label"
      className={cx("text-foreground text-sm leading-none font-medium", className)}
      {...props}
    />
  );
}
