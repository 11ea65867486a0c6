import type { VariantProps } from "class-variance-authority";
import { Link, type LinkProps } from "react-router";
import { buttonVariants } from "~/components/ui/button-variants";

/**
 * A router link that looks like a button. Same styles as <Button asChild>,
 * without Radix Slot and tailwind-merge in the public pages' bundle (see ~/utils/cx).
 * `className` is appended, so it must not repeat a utility the variant sets.
 */
export function LinkButton({
  variant,
  size,
  className,
  ...props
}: LinkProps & VariantProps<typeof buttonVariants>) {
  return <Link className={buttonVariants({ variant, size, className })} {...props} />;
}
