import { createElement, type ComponentProps, type JSXElementConstructor } from "react";
import { cn } from "~/utils/cn";

type Part = "div" | JSXElementConstructor<{ className?: string }>;

/**
 * A part of a compound component that only adds classes (a dialog's title, its footer): its
 * own classes first so that the caller's className can override them.
 */
export function styledPart<P extends Part>(part: P, classes: string) {
  return function StyledPart({ className, ...props }: ComponentProps<P>) {
    return createElement(part, { className: cn(classes, className), ...props });
  };
}
