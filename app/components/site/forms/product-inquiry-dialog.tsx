import { lazy, Suspense, useState } from "react";
import type { ProductInquiryDialogProps } from "./product-inquiry-dialog-content";

// Radix Dialog is about 10 KB compressed: it loads when the first item is chosen.
const Content = lazy(() => import("./product-inquiry-dialog-content"));

/** The category page's inquiry dialog; renders nothing until an item is first chosen. */
export function ProductInquiryDialog(props: ProductInquiryDialogProps) {
  const [wanted, setWanted] = useState(false);
  // Adjusting state while rendering (React's documented pattern): once opened, it stays mounted.
  if (props.subproductName !== null && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Content {...props} />
    </Suspense>
  );
}
