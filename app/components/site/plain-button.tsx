import type { VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { buttonVariants } from "~/components/ui/button-variants";

/**
 * A <button> with the Button primitive's styles, for the public pages: no
 * tailwind-merge in their scripts (see ~/utils/cx). `className` is appended, so it
 * must not repeat a utility the variant sets.
 */
export function PlainButton({
  variant,
  size,
  className,
  type = "button",
  ...props
}: ComponentProps<"button"> & VariantProps<typeof buttonVariants>) {
  return <button type={type} className={buttonVariants({ variant, size, className })} {...props} />;
}
