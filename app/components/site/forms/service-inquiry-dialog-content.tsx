import type { RefObject } from "react";
import { TitledDialog } from "~/components/ui/titled-dialog";
import { ServiceInquiryForm } from "./service-inquiry-form";

/**
 * The dialog of 'Inquire Now', loaded on the first press (service-inquiry-dialog.tsx).
 * Radix traps focus inside and returns it to the button on close.
 */
export default function ServiceInquiryDialogContent({
  serviceName,
  title,
  open,
  onOpenChange,
  returnFocusRef,
}: {
  serviceName: string;
  title: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Focus goes back to 'Inquire Now' on close (Radix only knows its own DialogTrigger). */
  returnFocusRef: RefObject<HTMLElement | null>;
}) {
  return (
    <TitledDialog
      open={open}
      onOpenChange={onOpenChange}
      className="sm:max-w-xl"
      onCloseAutoFocus={(event) => {
        event.preventDefault();
        returnFocusRef.current?.focus();
      }}
      title={title}
      description="Tell us what you need and our engineers will reply with the next steps."
    >
      <ServiceInquiryForm serviceName={serviceName} onSuccess={() => onOpenChange(false)} />
    </TitledDialog>
  );
}
