import { TextareaField } from "./form-state-fields";
import { PublicForm } from "./public-form";
import { VisitorContactFields } from "./visitor-contact-fields";

/** zod loads with the first focus or submit, not with the page (docs/performance.md). */
const loadSchema = () =>
  import("~/domain/schemas/inquiry-inputs").then((m) => m.serviceInquiryFormInput);

/** The service inquiry form's toasts. */
export const serviceInquiryToasts = {
  success: {
    title: "Inquiry Submitted",
    description: "We'll get back to you as soon as possible.",
  },
  failure: { title: "Submission Failed", description: "Please try again later." },
};

/** Which of the page's service inquiry forms a post without scripts came from. */
export function serviceInquiryFormId(serviceName: string) {
  return `service-inquiry:${serviceName}`;
}

/**
 * The service inquiry form. Its markup keeps the browser's
 * required, email and tel checks, which are the only ones without scripts;
 * once hydrated it validates like the other forms (docs/decisions/070).
 */
export function ServiceInquiryForm({
  serviceName,
  onSuccess,
}: {
  serviceName: string;
  onSuccess?: () => void;
}) {
  return (
    <PublicForm
      formId={serviceInquiryFormId(serviceName)}
      anchor="service-inquiry"
      endpoint="/service-inquiries"
      schema={loadSchema}
      toasts={serviceInquiryToasts}
      subject="inquiry"
      hidden={{ serviceName }}
      legend={`Your inquiry about ${serviceName}`}
      submit={{ idle: "Submit Inquiry", busy: "Submitting..." }}
      onSuccess={onSuccess}
      browserChecksWithoutScripts
    >
      {(form) => (
        <>
          <VisitorContactFields {...form} />
          <TextareaField
            {...form}
            label="Service Requirements"
            name="serviceDetails"
            className="sm:col-span-2"
            required
            rows={4}
            placeholder="Scope, site location, equipment and timelines"
          />
          <TextareaField
            {...form}
            label="Company Information (optional)"
            description="Company name, industry and anything else we should know."
            name="message"
            className="sm:col-span-2"
            rows={3}
          />
        </>
      )}
    </PublicForm>
  );
}
