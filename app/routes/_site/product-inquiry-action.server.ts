import { productInquiryInput } from "~/domain/schemas/inquiry-inputs";
import type { AppLoadContext } from "react-router";
import { handlePublicFormPost } from "./public-form-action.server";

/**
 * The product inquiry posted without scripts, to the category page or an item page
 * (docs/decisions/027, 081): both store it the same way.
 */
export function productInquiryAction({
  request,
  context,
}: {
  request: Request;
  context: AppLoadContext;
}) {
  return handlePublicFormPost({
    request,
    context,
    // PRODUCT_INQUIRY_FORM, written out: importing it would put the form in the page's first load.
    form: "product-inquiry",
    kind: "inquiries",
    schema: productInquiryInput,
  });
}
