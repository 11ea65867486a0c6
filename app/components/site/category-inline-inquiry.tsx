import { CheckCircle2 } from "lucide-react";
import type { PublicFormResult } from "~/routes/_site/public-form-action.server";
import { CATEGORY_INQUIRY_TOASTS } from "./forms/inquiry-toasts";
import { ProductInquiryForm } from "./forms/product-inquiry-form";

/**
 * The inquiry form in the page itself, for visitors without scripts: an item
 * button reloads the page with ?inquire={item} and the form posts to the
 * page's action, whose answer (errors, failure or success) shows here.
 */
export function CategoryInlineInquiry({
  productId,
  subproductName,
  result,
}: {
  productId: string;
  subproductName: string;
  result?: PublicFormResult;
}) {
  const { success, failure } = CATEGORY_INQUIRY_TOASTS;
  return (
    <section
      id="product-inquiry"
      aria-labelledby="product-inquiry-heading"
      className="bg-card mt-12 scroll-mt-28 rounded-xl border p-6 shadow-sm"
    >
      <h2 id="product-inquiry-heading" className="text-2xl font-bold tracking-tight">
        {`Inquire about ${subproductName}`}
      </h2>
      <div role="status" className="mt-4 empty:hidden">
        {result?.ok ? (
          <p className="flex items-start gap-2 rounded-md bg-green-50 p-4 text-green-800">
            <CheckCircle2 className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
            <span>
              <strong className="block">{success.title}</strong>
              {success.description}
            </span>
          </p>
        ) : null}
        {result && "failed" in result ? (
          <p className="text-destructive rounded-md bg-red-50 p-4">
            <strong className="block">{failure.title}</strong>
            {failure.description}
          </p>
        ) : null}
      </div>
      <div className="mt-6">
        <ProductInquiryForm
          // A fresh form after a success, so the sent values are not shown again.
          key={result?.ok ? "sent" : "open"}
          productId={productId}
          subproductName={subproductName}
          toasts={CATEGORY_INQUIRY_TOASTS}
          result={result}
        />
      </div>
    </section>
  );
}
