import { Label as LabelPrimitive } from "radix-ui";
import type { ComponentProps } from "react";
import { clsx } from "clsx";

/** Classes joined without tailwind-merge, as input-styles.ts says why. */
export function Label({ className, ...props }: ComponentProps<typeof LabelPrimitive.Root>) {
  return (
    <LabelPrimitive.Root
      data-slot="label"
      className={clsx("text-foreground text-sm leading-none font-medium", className)}
      {...props}
    />
  );
}
