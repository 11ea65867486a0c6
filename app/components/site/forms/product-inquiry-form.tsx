import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import type { PublicFormResult } from "~/routes/_site/public-form-action.server";
import { FormProtectionFields } from "./form-protection-fields";
import { PRODUCT_INQUIRY_TOASTS, type InquiryToasts } from "./inquiry-toasts";
import { usePublicForm } from "./use-public-form";

export {
  CATEGORY_INQUIRY_TOASTS,
  PRODUCT_INQUIRY_TOASTS,
  type InquiryToasts,
} from "./inquiry-toasts";

export const PRODUCT_INQUIRY_FORM = "product-inquiry";

/**
 * SPEC.md section 5, product inquiry form. With scripts it posts JSON to
 * /api/inquiries; without, the same <form> posts to the page's action, whose
 * answer comes back as `result` (field errors, values, failure).
 */
export function ProductInquiryForm({
  productId,
  subproductName,
  toasts = PRODUCT_INQUIRY_TOASTS,
  onSuccess,
  result,
}: {
  productId?: string;
  subproductName?: string;
  toasts?: InquiryToasts;
  onSuccess?: () => void;
  result?: PublicFormResult;
}) {
  const { errors, sending, onSubmit } = usePublicForm({
    endpoint: "/inquiries",
    // zod loads on first submit, not with the page (performance budget, issue 3).
    schema: () => import("~/domain/schemas/inquiry-inputs").then((m) => m.productInquiryInput),
    toasts,
    extra: { productId, subproductName },
    onSuccess,
  });
  const serverErrors = result && "errors" in result ? result.errors : {};
  const shown = Object.keys(errors).length > 0 ? errors : serverErrors;
  const values = result && "values" in result ? result.values : {};

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormProtectionFields />
      {productId ? <input type="hidden" name="productId" value={productId} /> : null}
      {subproductName ? <input type="hidden" name="subproductName" value={subproductName} /> : null}
      <fieldset disabled={sending} className="grid gap-4 sm:grid-cols-2">
        <FormField label="Name" error={shown.name}>
          {(control) => (
            <Input {...control} name="name" autoComplete="name" defaultValue={values.name} />
          )}
        </FormField>
        <FormField label="Email" error={shown.email}>
          {(control) => (
            <Input
              {...control}
              name="email"
              type="email"
              autoComplete="email"
              defaultValue={values.email}
            />
          )}
        </FormField>
        <FormField label="Phone" error={shown.phone} className="sm:col-span-2">
          {(control) => (
            <Input
              {...control}
              name="phone"
              type="tel"
              autoComplete="tel"
              defaultValue={values.phone}
            />
          )}
        </FormField>
        <FormField
          label="Product Requirement"
          error={shown.productRequirement}
          className="sm:col-span-2"
        >
          {(control) => (
            <Textarea
              {...control}
              name="productRequirement"
              rows={4}
              placeholder="Quantities, sizes, ratings or makes you need"
              defaultValue={values.productRequirement}
            />
          )}
        </FormField>
        <FormField
          label="Additional Information (optional)"
          error={shown.additionalInfo}
          className="sm:col-span-2"
        >
          {(control) => (
            <Textarea
              {...control}
              name="additionalInfo"
              rows={3}
              placeholder="Company name, delivery location, timeline"
              defaultValue={values.additionalInfo}
            />
          )}
        </FormField>
      </fieldset>
      <Button type="submit" disabled={sending} className="w-full sm:w-auto sm:justify-self-end">
        {sending ? "Sending Inquiry..." : "Send Inquiry"}
      </Button>
    </form>
  );
}
