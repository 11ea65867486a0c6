import type { ComponentProps, ReactNode } from "react";
import { Dialog, DialogContent, DialogHeading, DialogTrigger } from "./dialog";

/**
 * The dialog the forms and pickers open: a title and a line about it over the content.
 */
export function TitledDialog({
  open,
  onOpenChange,
  title,
  description,
  trigger,
  className,
  onCloseAutoFocus,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  /** The button that opens it, when Radix should own the opening and the focus return. */
  trigger?: ReactNode;
  /** The content box's width, when the default is too narrow. */
  className?: string;
  onCloseAutoFocus?: ComponentProps<typeof DialogContent>["onCloseAutoFocus"];
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {trigger ? <DialogTrigger asChild>{trigger}</DialogTrigger> : null}
      <DialogContent className={className} onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeading title={title} description={description} />
        {children}
      </DialogContent>
    </Dialog>
  );
}
