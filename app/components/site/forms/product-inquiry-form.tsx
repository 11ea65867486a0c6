import { PRODUCT_INQUIRY_TOASTS, type InquiryToasts } from "./inquiry-toasts";
import { TextareaField } from "./form-state-fields";
import { PublicForm } from "./public-form";
import { VisitorContactFields } from "./visitor-contact-fields";

export { type InquiryToasts } from "./inquiry-toasts";

export const PRODUCT_INQUIRY_FORM = "product-inquiry";

// zod loads on first focus or submit, not with the page (performance budget).
const loadSchema = () =>
  import("~/domain/schemas/inquiry-inputs").then((m) => m.productInquiryInput);

/**
 * The product inquiry form. With scripts it posts JSON to
 * /api/inquiries; without, the same <form> posts to the category page's action.
 */
export function ProductInquiryForm({
  productId,
  subproductName,
  toasts = PRODUCT_INQUIRY_TOASTS,
  onSuccess,
}: {
  productId?: string;
  subproductName?: string;
  toasts?: InquiryToasts;
  onSuccess?: () => void;
}) {
  return (
    <PublicForm
      formId={PRODUCT_INQUIRY_FORM}
      anchor="product-inquiry"
      endpoint="/inquiries"
      schema={loadSchema}
      toasts={toasts}
      subject="inquiry"
      hidden={{ productId, subproductName }}
      legend={`Your inquiry about ${subproductName ?? "our products"}`}
      submit={{ idle: "Send Inquiry", busy: "Sending Inquiry..." }}
      onSuccess={onSuccess}
    >
      {(form) => (
        <>
          <VisitorContactFields {...form} />
          <TextareaField
            {...form}
            label="Product Requirement"
            name="productRequirement"
            className="sm:col-span-2"
            required
            rows={4}
            placeholder="Quantities, sizes, ratings or makes you need"
          />
          <TextareaField
            {...form}
            label="Additional Information (optional)"
            name="additionalInfo"
            className="sm:col-span-2"
            rows={3}
            placeholder="Company name, delivery location, timeline"
          />
        </>
      )}
    </PublicForm>
  );
}
