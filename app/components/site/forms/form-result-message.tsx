import { CircleAlertIcon, CircleCheckIcon } from "lucide-react";
import type { PublicFormResult } from "~/routes/_site/public-form-action.server";

/**
 * What a form posted without scripts shows after the page action answered
 * (the scripted path toasts instead): the success text in a status region,
 * or the failure text in an alert when the server could not take it (429).
 */
export function FormResultMessage({
  result,
  success,
  failure,
}: {
  result: PublicFormResult | undefined;
  success: { title: string; description: string };
  failure: { title: string; description: string };
}) {
  if (!result) return null;
  if (result.ok) {
    return (
      <div
        role="status"
        className="flex gap-3 rounded-md border border-green-700/30 bg-green-50 p-4 text-sm text-green-900"
      >
        <CircleCheckIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <p>
          <strong className="block font-semibold">{success.title}</strong>
          {success.description}
        </p>
      </div>
    );
  }
  if (!("failed" in result)) return null;
  return (
    <div
      role="alert"
      className="border-destructive/30 flex gap-3 rounded-md border bg-red-50 p-4 text-sm text-red-900"
    >
      <CircleAlertIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <p>
        <strong className="block font-semibold">{failure.title}</strong>
        {failure.description}
      </p>
    </div>
  );
}
