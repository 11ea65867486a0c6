import type { VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "~/utils/cn";
import { badgeVariants } from "./badge-variants";

// Re-exported: the variants moved to their own module (see badge-variants.ts).
export { badgeVariants };

export function Badge({
  className,
  variant,
  ...props
}: ComponentProps<"span"> & VariantProps<typeof badgeVariants>) {
  return (
    <span data-slot="badge" className={cn(badgeVariants({ variant }), className)} {...props} />
  );
}
