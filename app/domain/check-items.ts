import { planItems, type ItemFormValues } from "./product-form.ts";
import { catalogueItemsInput } from "./schemas/catalogue-item-input.ts";

/*
 * Apart from the form's rules (product-form.ts) because it needs the item schema, and so zod:
 * the product form loads this module when it is first submitted, not with the page.
 */

type ItemsCheck =
  { ok: true } | { ok: false; fieldErrors: Record<string, string>; otherErrors: string[] };

/** The items checked with the API's own schema, its messages pointed at the form's fields. */
export function checkItems(rows: ItemFormValues[]): ItemsCheck {
  const plan = planItems(rows);
  const parsed = catalogueItemsInput.safeParse(plan.items);
  if (parsed.success) return { ok: true };
  const fieldErrors: Record<string, string> = {};
  const otherErrors: string[] = [];
  for (const issue of parsed.error.issues) {
    const field = plan.formPath(issue.path);
    if (field) fieldErrors[field] ??= issue.message;
    else otherErrors.push(issue.message);
  }
  return { ok: false, fieldErrors, otherErrors };
}
