import { ServiceInquiryForm, serviceInquiryFormId } from "./service-inquiry-form";
import { useFormResult } from "./use-form-result";

/** Opened already when the page action answered this form, so its result shows. */
export default function NoScriptInquiry({
  serviceName,
  title,
}: {
  serviceName: string;
  title: string;
}) {
  const result = useFormResult(serviceInquiryFormId(serviceName));
  return (
    <details open={result !== undefined} className="mt-4 w-full rounded-lg border p-4 text-left">
      <summary className="cursor-pointer font-semibold">{title}</summary>
      <div className="mt-4">
        <ServiceInquiryForm serviceName={serviceName} />
      </div>
    </details>
  );
}
