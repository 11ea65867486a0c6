import type { FieldErrors } from "../forms/use-public-form";

/**
 * A line as the quote form holds it: the quantity as typed (checked when the form is sent),
 * the catalogue's ids in hidden fields.
 */
export interface FormLine {
  productId: string;
  itemSlug?: string;
  name: string;
  quantity: string;
  unit?: string;
}

export const QUOTE_FORM_ID = "quote";

/** The page action's answer to the quote form posted without scripts. */
export type QuoteFormResult =
  | { ok: true; form: typeof QUOTE_FORM_ID; reference: string }
  | {
      ok: false;
      form: typeof QUOTE_FORM_ID;
      errors: FieldErrors;
      values: Record<string, string>;
      lines: FormLine[];
      /** The server could not take it now (429): nothing is wrong with the fields. */
      failed?: true;
    };

/** The field names of line `i`, as the form posts them: `items.0.quantity`… */
export const lineField = (i: number, field: keyof FormLine) => `items.${i}.${field}`;
