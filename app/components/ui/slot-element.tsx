import { createElement, type ComponentProps } from "react";
import { cn } from "~/utils/cn";

/**
 * A plain styled part of a compound component (a card's header, a sidebar's menu): the element
 * named by its data-slot, its own classes first so that the caller's className can override them.
 */
export function slotElement<Tag extends "div" | "p" | "h2" | "ul" | "li">(
  tag: Tag,
  slot: string,
  classes: string,
) {
  return function SlotElement({ className, ...props }: ComponentProps<Tag>) {
    return createElement(tag, { "data-slot": slot, className: cn(classes, className), ...props });
  };
}
