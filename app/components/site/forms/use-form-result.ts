import { useActionData } from "react-router";
import type { PublicFormResult } from "~/routes/_site/public-form-action.server";

/**
 * The page action's answer to a form posted without scripts, when it belongs
 * to this form: a page can hold several (one service inquiry per service).
 */
export function useFormResult(formId: string): PublicFormResult | undefined {
  const result = useActionData() as PublicFormResult | undefined;
  return result && typeof result === "object" && result.form === formId ? result : undefined;
}

/** The values the visitor typed, kept after a rejected post. */
export function keptValues(result: PublicFormResult | undefined): Record<string, string> {
  return result && !result.ok ? result.values : {};
}
