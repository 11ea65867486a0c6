import type { ComponentProps } from "react";
import { cn } from "~/utils/cn";
import { inputBaseClassName } from "./input-styles";

export function Input({ className, type = "text", ...props }: ComponentProps<"input">) {
  return (
    <input
      type={type}
      data-slot="input"
      className={cn(inputBaseClassName, "px-3", className)}
      {...props}
    />
  );
}
