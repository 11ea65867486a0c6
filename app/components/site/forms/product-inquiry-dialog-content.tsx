import type { RefObject } from "react";
import { TitledDialog } from "~/components/ui/titled-dialog";
import type { InquiryToasts } from "./inquiry-toasts";
import { ProductInquiryForm } from "./product-inquiry-form";

export interface ProductInquiryDialogProps {
  productId: string;
  productTitle: string;
  /** The item asked about; null keeps the dialog closed. */
  subproductName: string | null;
  toasts?: InquiryToasts;
  onClose: () => void;
  /** Focus goes back here on close; Radix only knows a DialogTrigger, which this dialog has none of. */
  returnFocusRef?: RefObject<HTMLElement | null>;
}

/**
 * The product inquiry form in a dialog (category page),
 * loaded on the first item chosen (product-inquiry-dialog.tsx).
 * Radix traps focus inside and returns it to the item that opened it.
 */
export default function ProductInquiryDialogContent({
  productId,
  productTitle,
  subproductName,
  toasts,
  onClose,
  returnFocusRef,
}: ProductInquiryDialogProps) {
  return (
    <TitledDialog
      open={subproductName !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      className="max-w-2xl"
      onCloseAutoFocus={(event) => {
        event.preventDefault();
        returnFocusRef?.current?.focus();
      }}
      title={`Inquire about ${subproductName ?? productTitle}`}
      description={`Tell us what you need from our ${productTitle} range and our sales team will reply with prices and availability.`}
    >
      {subproductName !== null ? (
        <ProductInquiryForm
          productId={productId}
          subproductName={subproductName}
          toasts={toasts}
          onSuccess={onClose}
        />
      ) : null}
    </TitledDialog>
  );
}
