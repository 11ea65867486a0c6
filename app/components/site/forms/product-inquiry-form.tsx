import { PRODUCT_INQUIRY_TOASTS, type InquiryToasts } from "./inquiry-toasts";
import { PublicForm, type PublicFormField } from "./public-form";

export { type InquiryToasts } from "./inquiry-toasts";

export const PRODUCT_INQUIRY_FORM = "product-inquiry";

const PRODUCT_INQUIRY_FIELDS: PublicFormField[] = [
  {
    label: "Product Requirement",
    name: "productRequirement",
    required: true,
    rows: 4,
    placeholder: "Quantities, sizes, ratings or makes you need",
  },
  {
    label: "Additional Information (optional)",
    name: "additionalInfo",
    rows: 3,
    placeholder: "Company name, delivery location, timeline",
  },
];

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
      schema="productInquiryInput"
      toasts={toasts}
      subject="inquiry"
      hidden={{ productId, subproductName }}
      legend={`Your inquiry about ${subproductName ?? "our products"}`}
      submit={{ idle: "Send Inquiry", busy: "Sending Inquiry..." }}
      onSuccess={onSuccess}
      fields={PRODUCT_INQUIRY_FIELDS}
    />
  );
}
