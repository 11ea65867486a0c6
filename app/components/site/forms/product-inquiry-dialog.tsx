import { lazy, Suspense } from "react";
import { useOpenedOnce } from "~/hooks/use-opened-once";
import type { ProductInquiryDialogProps } from "./product-inquiry-dialog-content";

// Radix Dialog is about 10 KB compressed: it loads when the first item is chosen.
const Content = lazy(() => import("./product-inquiry-dialog-content"));

/** The category page's inquiry dialog; renders nothing until an item is first chosen. */
export function ProductInquiryDialog(props: ProductInquiryDialogProps) {
  if (!useOpenedOnce(props.subproductName !== null)) return null;
  return (
    <Suspense fallback={null}>
      <Content {...props} />
    </Suspense>
  );
}
