import type { ComponentProps } from "react";
import { clsx } from "clsx";
import { inputBaseClassName } from "./input-styles";

/** Classes joined without tailwind-merge, as input-styles.ts says why. */
export function Input({ className, type = "text", ...props }: ComponentProps<"input">) {
  return (
    <input
      type={type}
      data-slot="input"
      className={clsx(inputBaseClassName, "px-3", className)}
      {...props}
    />
  );
}
