import { XIcon } from "lucide-react";
import { Dialog as DialogPrimitive } from "radix-ui";
import type { ComponentProps, ReactNode } from "react";
import { cn } from "~/utils/cn";
import { styledPart } from "./styled-part";

/** Radix Dialog: focus is trapped inside and returns to the trigger on close. */
export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

/**
 * A Radix dialog's box over the dimmed page, closed by its X: the centred dialog's, and the
 * sheet's that slides in from an edge.
 */
export function DialogPanel({
  overlayClassName,
  closeLabel,
  children,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content> & {
  overlayClassName: string;
  closeLabel: string;
}) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className={overlayClassName} />
      <DialogPrimitive.Content {...props}>
        {children}
        <DialogCloseButton label={closeLabel} />
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogContent({
  className,
  closeLabel = "Close",
  ...props
}: ComponentProps<typeof DialogPrimitive.Content> & { closeLabel?: string }) {
  return (
    <DialogPanel
      overlayClassName="data-[state=open]:animate-in data-[state=open]:fade-in fixed inset-0 z-50 bg-black/60"
      closeLabel={closeLabel}
      data-slot="dialog-content"
      className={cn(
        "bg-background fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-xl border p-6 shadow-xl",
        className,
      )}
      {...props}
    />
  );
}

/** The X in the top corner of a dialog, and of a sheet (a Radix dialog too). */
function DialogCloseButton({ label }: { label: string }) {
  return (
    <DialogPrimitive.Close className="text-muted-foreground hover:text-foreground focus-visible:outline-ring absolute top-4 right-4 rounded-sm p-1 focus-visible:outline-2">
      <XIcon className="size-4" aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </DialogPrimitive.Close>
  );
}

export const DialogHeader = styledPart("div", "flex flex-col gap-1.5 pr-6 text-left");

/** The buttons under a dialog or an alert dialog: stacked on phones, the main one last. */
export const DialogFooter = styledPart(
  "div",
  "flex flex-col-reverse gap-2 sm:flex-row sm:justify-end",
);

export const DialogTitle = styledPart(DialogPrimitive.Title, "text-lg leading-tight font-semibold");

/** The muted line under the title of a dialog, an alert dialog or a sheet. */
export const DESCRIPTION_CLASSES = "text-muted-foreground text-sm";

/** A Radix dialog's description; a sheet is a Radix dialog too. */
export const DialogDescription = styledPart(DialogPrimitive.Description, DESCRIPTION_CLASSES);

/**
 * A dialog's title over the line about it: Radix names the dialog by the one and describes it
 * by the other, so every dialog needs both.
 */
export function DialogHeading({
  title,
  description,
  descriptionClassName,
}: {
  title: ReactNode;
  description: ReactNode;
  descriptionClassName?: string;
}) {
  return (
    <DialogHeader>
      <DialogTitle>{title}</DialogTitle>
      <DialogDescription className={descriptionClassName}>{description}</DialogDescription>
    </DialogHeader>
  );
}
