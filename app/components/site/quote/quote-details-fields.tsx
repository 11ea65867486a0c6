import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import { ATTACHMENT_ACCEPT } from "~/domain/quotes/quote-attachment";
import type { FieldErrors } from "../forms/use-public-form";

/**
 * What a quote request asks beyond the sender: the company and its GSTIN (for the invoice),
 * where and by when the goods are needed, anything else, and one file.
 */
export function QuoteDetailsFields({
  errors,
  values,
  today,
}: {
  errors: FieldErrors;
  values: Record<string, string>;
  /** The company's today, YYYY-MM-DD: the earliest required-by date. */
  today: string;
}) {
  return (
    <>
      <FormField label="Company (optional)" error={errors.company} className="content-start">
        {(control) => (
          <Input
            {...control}
            name="company"
            autoComplete="organization"
            maxLength={200}
            defaultValue={values.company}
          />
        )}
      </FormField>
      <FormField
        label="GSTIN (optional)"
        description="15 characters, as on your GST registration"
        error={errors.gstin}
        className="content-start"
      >
        {(control) => (
          <Input
            {...control}
            name="gstin"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={20}
            className="uppercase"
            defaultValue={values.gstin}
          />
        )}
      </FormField>
      <FormField
        label="Delivery location (optional)"
        error={errors.location}
        className="content-start"
      >
        {(control) => (
          <Input
            {...control}
            name="location"
            placeholder="Site, town and PIN code"
            maxLength={200}
            defaultValue={values.location}
          />
        )}
      </FormField>
      <FormField label="Required by (optional)" error={errors.requiredBy} className="content-start">
        {(control) => (
          <Input
            {...control}
            name="requiredBy"
            type="date"
            min={today}
            defaultValue={values.requiredBy}
          />
        )}
      </FormField>
      <FormField label="Message (optional)" error={errors.message} className="sm:col-span-2">
        {(control) => (
          <Textarea
            {...control}
            name="message"
            rows={4}
            maxLength={5000}
            placeholder="Make or material preferences, standards, site conditions…"
            defaultValue={values.message}
          />
        )}
      </FormField>
      <FormField
        label="Attachment (optional)"
        description="An RFQ, drawing or bill of quantities: PDF, PNG, JPEG or XLSX, up to 10 MB"
        error={errors.attachment}
        className="sm:col-span-2"
      >
        {(control) => (
          <input
            {...control}
            name="attachment"
            type="file"
            accept={ATTACHMENT_ACCEPT}
            className="file:bg-muted file:text-foreground text-sm file:mr-3 file:rounded-md file:border file:border-solid file:px-3 file:py-2 file:font-semibold"
          />
        )}
      </FormField>
    </>
  );
}
