import { FormField } from "~/components/ui/form-field";
import { Textarea } from "~/components/ui/textarea";
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
      {({ errors, values }) => (
        <>
          <VisitorContactFields errors={errors} values={values} />
          <FormField
            label="Service Requirements"
            error={errors.serviceDetails}
            className="sm:col-span-2"
          >
            {(control) => (
              <Textarea
                {...control}
                name="serviceDetails"
                required
                rows={4}
                placeholder="Scope, site location, equipment and timelines"
                defaultValue={values.serviceDetails}
              />
            )}
          </FormField>
          <FormField
            label="Company Information (optional)"
            description="Company name, industry and anything else we should know."
            error={errors.message}
            className="sm:col-span-2"
          >
            {(control) => (
              <Textarea {...control} name="message" rows={3} defaultValue={values.message} />
            )}
          </FormField>
        </>
      )}
    </PublicForm>
  );
}
