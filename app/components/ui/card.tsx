import type { ComponentProps } from "react";
import { cn } from "~/utils/cn";
import { slotElement } from "./slot-element";

export const Card = slotElement(
  "div",
  "card",
  "bg-card text-card-foreground flex flex-col gap-4 rounded-xl border py-6 shadow-sm",
);

export const CardHeader = slotElement("div", "card-header", "flex flex-col gap-1.5 px-6");

/** A card's title is a heading; pick the level that fits the page's outline. */
export function CardTitle({
  className,
  as: Heading = "h3",
  ...props
}: ComponentProps<"h3"> & { as?: "h1" | "h2" | "h3" | "h4" }) {
  return (
    <Heading
      data-slot="card-title"
      className={cn("text-lg leading-tight font-semibold", className)}
      {...props}
    />
  );
}

export const CardDescription = slotElement(
  "p",
  "card-description",
  "text-muted-foreground text-sm",
);

export const CardContent = slotElement("div", "card-content", "px-6");
