import { FormField } from "~/components/ui/form-field";
import { ATTACHMENT_ACCEPT } from "~/domain/quotes/quote-attachment";
import { InputField, TextareaField, type FormState } from "../forms/form-state-fields";

/**
 * What a quote request asks beyond the sender: the company and its GSTIN (for the invoice),
 * where and by when the goods are needed, anything else, and one file.
 */
export function QuoteDetailsFields({
  today,
  ...form
}: FormState & {
  /** The company's today, YYYY-MM-DD: the earliest required-by date. */
  today: string;
}) {
  const { errors } = form;
  return (
    <>
      <InputField
        {...form}
        label="Company (optional)"
        name="company"
        className="content-start"
        autoComplete="organization"
        maxLength={200}
      />
      <InputField
        {...form}
        label="GSTIN (optional)"
        description="15 characters, as on your GST registration"
        name="gstin"
        className="content-start"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={20}
        controlClassName="uppercase"
      />
      <InputField
        {...form}
        label="Delivery location (optional)"
        name="location"
        className="content-start"
        placeholder="Site, town and PIN code"
        maxLength={200}
      />
      <InputField
        {...form}
        label="Required by (optional)"
        name="requiredBy"
        className="content-start"
        type="date"
        min={today}
      />
      <TextareaField
        {...form}
        label="Message (optional)"
        name="message"
        className="sm:col-span-2"
        rows={4}
        maxLength={5000}
        placeholder="Make or material preferences, standards, site conditions…"
      />
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
