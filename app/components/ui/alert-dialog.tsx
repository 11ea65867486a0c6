import { AlertDialog as AlertDialogPrimitive } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "~/utils/cn";
import { buttonVariants } from "./button";
import { DESCRIPTION_CLASSES } from "./dialog";
import { styledPart } from "./styled-part";

/** For confirmations that must be answered (deletes): no close on outside click. */
export const AlertDialog = AlertDialogPrimitive.Root;

export function AlertDialogContent({
  className,
  ...props
}: ComponentProps<typeof AlertDialogPrimitive.Content>) {
  return (
    <AlertDialogPrimitive.Portal>
      <AlertDialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/60" />
      <AlertDialogPrimitive.Content
        className={cn(
          "bg-background fixed top-1/2 left-1/2 z-50 grid w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-4 rounded-xl border p-6 shadow-xl",
          className,
        )}
        {...props}
      />
    </AlertDialogPrimitive.Portal>
  );
}

export const AlertDialogHeader = styledPart("div", "flex flex-col gap-2 text-left");

export { DialogFooter as AlertDialogFooter } from "./dialog";

export const AlertDialogTitle = styledPart(AlertDialogPrimitive.Title, "text-lg font-semibold");

export const AlertDialogDescription = styledPart(
  AlertDialogPrimitive.Description,
  DESCRIPTION_CLASSES,
);

export const AlertDialogCancel = styledPart(
  AlertDialogPrimitive.Cancel,
  buttonVariants({ variant: "outline" }),
);
