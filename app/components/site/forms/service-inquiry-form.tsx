import { useEffect, useRef } from "react";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import { FormProtectionFields } from "./form-protection-fields";
import { FormResultMessage } from "./form-result-message";
import { SubmitButton } from "./submit-button";
import { keptValues, useFormResult } from "./use-form-result";
import { usePublicForm } from "./use-public-form";

/** zod loads with the first focus or submit, not with the page (docs/performance.md). */
const loadSchema = () =>
  import("~/domain/schemas/inquiry-inputs").then((m) => m.serviceInquiryInput);

/** SPEC.md section 8, service inquiry. */
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
 * The service inquiry form (SPEC.md section 5): only browser-level required
 * checks, so it keeps native validation; the server still validates and its
 * field errors show under the fields.
 */
export function ServiceInquiryForm({
  serviceName,
  onSuccess,
}: {
  serviceName: string;
  onSuccess?: () => void;
}) {
  const result = useFormResult(serviceInquiryFormId(serviceName));
  const { errors, sending, onSubmit } = usePublicForm({
    endpoint: "/service-inquiries",
    schema: loadSchema,
    toasts: serviceInquiryToasts,
    extra: { serviceName },
    onSuccess,
  });
  const shown = { ...(result && !result.ok && "errors" in result ? result.errors : {}), ...errors };
  const kept = keptValues(result);
  const formRef = useRef<HTMLFormElement>(null);

  // Move focus to the first field the server rejected, so the error is read out.
  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus();
  }, [errors]);

  return (
    <form
      ref={formRef}
      method="post"
      onFocus={() => void loadSchema()}
      onSubmit={onSubmit}
      className="grid gap-4"
    >
      <FormProtectionFields />
      <input type="hidden" name="serviceName" value={serviceName} />
      <FormResultMessage result={result} {...serviceInquiryToasts} />
      <fieldset disabled={sending} className="grid gap-4">
        <legend className="sr-only">Your inquiry about {serviceName}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="Name" error={shown.name}>
            {(control) => (
              <Input
                {...control}
                name="name"
                autoComplete="name"
                required
                defaultValue={kept.name}
              />
            )}
          </FormField>
          <FormField label="Email" error={shown.email}>
            {(control) => (
              <Input
                {...control}
                name="email"
                type="email"
                autoComplete="email"
                required
                defaultValue={kept.email}
              />
            )}
          </FormField>
        </div>
        <FormField label="Phone" error={shown.phone}>
          {(control) => (
            <Input
              {...control}
              name="phone"
              type="tel"
              autoComplete="tel"
              required
              defaultValue={kept.phone}
            />
          )}
        </FormField>
        <FormField label="Service Requirements" error={shown.serviceDetails}>
          {(control) => (
            <Textarea
              {...control}
              name="serviceDetails"
              required
              rows={4}
              placeholder="Scope, site location, equipment and timelines"
              defaultValue={kept.serviceDetails}
            />
          )}
        </FormField>
        <FormField
          label="Company Information (optional)"
          description="Company name, industry and anything else we should know."
          error={shown.message}
        >
          {(control) => (
            <Textarea {...control} name="message" rows={3} defaultValue={kept.message} />
          )}
        </FormField>
        <SubmitButton sending={sending} idleText="Submit Inquiry" busyText="Submitting..." />
      </fieldset>
    </form>
  );
}
