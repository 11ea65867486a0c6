import type { ComponentProps } from "react";
import { cx } from "~/utils/cx";
import { inputBaseClassName } from "./input-styles";

/** Classes joined with ~/utils/cx, which says why. */
export function Input({ className, type = "text", ...props }: ComponentProps<"input">) {
  return (
    <input
      type={type}
      data-slot="input"
      className={cx(inputBaseClassName, "px-3", className)}
      {...props}
    />
  );
}
