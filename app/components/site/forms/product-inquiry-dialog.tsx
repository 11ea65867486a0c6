import { lazy } from "react";
import { OnceOpened } from "~/components/ui/once-opened";
import type { ProductInquiryDialogProps } from "./product-inquiry-dialog-content";

// Radix Dialog is about 10 KB compressed: it loads when the first item is chosen.
const Content = lazy(() => import("./product-inquiry-dialog-content"));

/** The category page's inquiry dialog; renders nothing until an item is first chosen. */
export function ProductInquiryDialog(props: ProductInquiryDialogProps) {
  return (
    <OnceOpened open={props.subproductName !== null}>
      <Content {...props} />
    </OnceOpened>
  );
}
