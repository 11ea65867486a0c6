import { CATEGORY_INQUIRY_TOASTS } from "./forms/inquiry-toasts";
import { ProductInquiryForm } from "./forms/product-inquiry-form";

/**
 * The inquiry form in the page itself, for visitors without scripts: an item
 * button reloads the page with ?inquire={item}#product-inquiry and the form
 * posts to the page's action, whose answer (errors, failure or success) shows
 * at `#product-inquiry-result` (docs/decisions/027, 070).
 */
export function CategoryInlineInquiry({
  productId,
  subproductName,
}: {
  productId: string;
  subproductName: string;
}) {
  return (
    <section
      id="product-inquiry"
      aria-labelledby="product-inquiry-heading"
      className="bg-card mt-12 scroll-mt-28 rounded-xl border p-6 shadow-sm sm:p-8"
    >
      <h2 id="product-inquiry-heading" className="mb-6 text-2xl font-bold tracking-tight">
        {`Inquire about ${subproductName}`}
      </h2>
      <ProductInquiryForm
        productId={productId}
        subproductName={subproductName}
        toasts={CATEGORY_INQUIRY_TOASTS}
      />
    </section>
  );
}
