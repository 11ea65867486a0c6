import { PublicForm, type PublicFormField } from "./public-form";

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

const SERVICE_INQUIRY_FIELDS: PublicFormField[] = [
  {
    label: "Service Requirements",
    name: "serviceDetails",
    required: true,
    rows: 4,
    placeholder: "Scope, site location, equipment and timelines",
  },
  {
    label: "Company Information (optional)",
    description: "Company name, industry and anything else we should know.",
    name: "message",
    rows: 3,
  },
];

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
      schema="serviceInquiryFormInput"
      toasts={serviceInquiryToasts}
      subject="inquiry"
      hidden={{ serviceName }}
      legend={`Your inquiry about ${serviceName}`}
      submit={{ idle: "Submit Inquiry", busy: "Submitting..." }}
      onSuccess={onSuccess}
      browserChecksWithoutScripts
      fields={SERVICE_INQUIRY_FIELDS}
    />
  );
}
