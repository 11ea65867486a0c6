import { CircleAlertIcon } from "lucide-react";
import { formSuccess } from "~/content/forms";
import type { PublicFormResult } from "~/routes/_site/public-form-action.server";

/**
 * The top of a form posted without scripts when the page action refused it
 * (the scripted path toasts instead): the failure text when the server could
 * not take it (429), or a pointer to the fields for field errors. The id is
 * the fragment the post lands on, so this shows at the top of the viewport;
 * the field messages themselves stay under the fields only.
 */
export function FormResultMessage({
  id,
  result,
  failure,
}: {
  id: string;
  result: PublicFormResult | undefined;
  failure: { title: string; description: string };
}) {
  if (!result || result.ok) return null;
  const { title, description } = "failed" in result ? failure : formSuccess.fixFields;
  return (
    <div
      id={id}
      role={"failed" in result ? "alert" : undefined}
      className="border-destructive/30 flex scroll-mt-28 gap-3 rounded-md border bg-red-50 p-4 text-sm text-red-900"
    >
      <CircleAlertIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <p>
        <strong className="block font-semibold">{title}</strong>
        {description}
      </p>
    </div>
  );
}
