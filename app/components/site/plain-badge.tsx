import type { VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { badgeVariants } from "~/components/ui/badge-variants";

/**
 * The Badge primitive's look for the public pages, without tailwind-merge in
 * their scripts (see ~/utils/cx). `className` is appended: to recolour a variant,
 * pass `variant={null}` and the full colours.
 */
export function PlainBadge({
  variant,
  className,
  ...props
}: ComponentProps<"span"> & VariantProps<typeof badgeVariants>) {
  return <span data-slot="badge" className={badgeVariants({ variant, className })} {...props} />;
}
