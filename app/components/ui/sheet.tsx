import { Dialog as SheetPrimitive } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "~/utils/cn";
import { DialogPanel } from "./dialog";
import { styledPart } from "./styled-part";

export { DialogDescription as SheetDescription } from "./dialog";

/** A dialog that slides in from an edge: the mobile drawer. */
export const Sheet = SheetPrimitive.Root;

export function SheetContent({
  className,
  side = "left",
  ...props
}: ComponentProps<typeof SheetPrimitive.Content> & { side?: "left" | "right" }) {
  return (
    <DialogPanel
      overlayClassName="fixed inset-0 z-50 bg-black/60"
      closeLabel="Close"
      className={cn(
        "bg-background fixed inset-y-0 z-50 flex h-full flex-col gap-4 shadow-xl",
        side === "left" ? "left-0 border-r" : "right-0 border-l",
        className,
      )}
      {...props}
    />
  );
}

export const SheetTitle = styledPart(SheetPrimitive.Title, "font-semibold");
