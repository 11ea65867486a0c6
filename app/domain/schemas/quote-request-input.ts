import { z } from "zod";
import { companyToday } from "../quotes/company-today.ts";
import { isValidGstin } from "../quotes/gstin.ts";
import { MAX_QUANTITY } from "../quotes/quote-lines.ts";
import { emailAddress, optionalText, requiredText } from "./fields.ts";
import { personName, phoneNumber } from "./inquiry-inputs.ts";
import { formatCount } from "../../utils/format-number.ts";

/** At most this many lines in one request (docs/product.md, quote requests). */
export const MAX_QUOTE_LINES = 50;

const QUANTITY_MESSAGE = "Quantity must be more than 0";

/** A number, or the text of one (a form field): 2, "2", "2.5". */
const quantity = z.preprocess(
  (value) => (typeof value === "string" && value.trim() !== "" ? Number(value.trim()) : value),
  z
    .number({ error: QUANTITY_MESSAGE })
    .gt(0, { error: QUANTITY_MESSAGE })
    .max(MAX_QUANTITY, {
      error: `Quantity must be at most ${formatCount(MAX_QUANTITY)}`,
    })
    .meta({ description: "More than 0; decimals allowed (metres, kilograms)" }),
);

/** One line of the request: a catalogue item and how many. */
export const quoteLineInput = z.object({
  productId: requiredText({ max: 200, message: "Choose an item", label: "Product" }),
  itemSlug: optionalText({ max: 200, label: "Item" }),
  name: requiredText({ max: 200, message: "Item name is required", label: "Item name" }),
  quantity,
  unit: optionalText({ max: 40, label: "Unit" }),
});

function isCalendarDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const requiredBy = z
  .string()
  .trim()
  .nullish()
  .transform((value) => (value ? value : undefined))
  .refine(
    (value) => value === undefined || (/^\d{4}-\d{2}-\d{2}$/.test(value) && isCalendarDate(value)),
    {
      error: "Enter a date as YYYY-MM-DD",
    },
  )
  .refine((value) => value === undefined || value >= companyToday(), {
    error: "The date cannot be in the past",
  })
  .meta({ format: "date", description: "The day the goods are needed by; today or later" });

const gstin = z
  .string()
  .trim()
  .nullish()
  .transform((value) => (value ? value.replace(/\s+/g, "").toUpperCase() : undefined))
  .refine((value) => value === undefined || isValidGstin(value), {
    error: "Enter a valid 15-character GSTIN",
  })
  .meta({ description: "The buyer's GSTIN: state code, PAN, entity, Z and check character" });

/**
 * A quote request (docs/product.md): who asks, for what (1 to 50 lines) and when. The form,
 * its page action and `POST /api/quote-requests` share it; the attachment is checked apart,
 * from its bytes (docs/decisions/083).
 */
export const quoteRequestInput = z.object({
  name: personName,
  email: emailAddress(),
  phone: phoneNumber,
  company: optionalText({ max: 200, label: "Company" }),
  gstin,
  location: optionalText({ max: 200, label: "Delivery location" }),
  requiredBy,
  message: optionalText({ max: 5000, label: "Message" }),
  items: z
    .array(quoteLineInput, { error: "Add at least one item" })
    .min(1, { error: "Add at least one item" })
    .max(MAX_QUOTE_LINES, { error: `At most ${MAX_QUOTE_LINES} items in one request` }),
});
