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
const loadSchema = () => import("~/domain/schemas/inquiry-inputs").then((m) => m.contactInput);

/** SPEC.md section 8, contact. */
export const contactToasts = {
  success: {
    title: "Message sent successfully!",
    description: "We'll get back to you as soon as possible.",
  },
  failure: { title: "Something went wrong", description: "Please try again later." },
};

export const CONTACT_FORM_ID = "contact";

/**
 * The 'Send Us a Message' form (SPEC.md section 5). It waits for the server
 * (DECISIONS.md section 6) instead of the original's 1.5 s pretend delay.
 * noValidate: the schema's messages, not the browser's, are the ones shown.
 */
export function ContactForm() {
  const result = useFormResult(CONTACT_FORM_ID);
  const { errors, sending, onSubmit } = usePublicForm({
    endpoint: "/contacts",
    schema: loadSchema,
    toasts: contactToasts,
  });
  const shown = { ...(result && !result.ok && "errors" in result ? result.errors : {}), ...errors };
  const kept = keptValues(result);
  const formRef = useRef<HTMLFormElement>(null);

  // Focus the first invalid field so its message is read out and can be fixed.
  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus();
  }, [errors]);

  return (
    <form
      ref={formRef}
      method="post"
      onFocus={() => void loadSchema()}
      noValidate
      onSubmit={onSubmit}
      className="grid gap-5"
    >
      <FormProtectionFields />
      <FormResultMessage result={result} {...contactToasts} />
      <fieldset disabled={sending} className="grid gap-5">
        <legend className="sr-only">Your message</legend>
        <div className="grid gap-5 sm:grid-cols-2">
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
          <FormField label="Subject" error={shown.subject}>
            {(control) => (
              <Input {...control} name="subject" required defaultValue={kept.subject} />
            )}
          </FormField>
        </div>
        <FormField label="Message" error={shown.message}>
          {(control) => (
            <Textarea {...control} name="message" required rows={6} defaultValue={kept.message} />
          )}
        </FormField>
        <SubmitButton
          sending={sending}
          idleText="Send Message"
          busyText="Sending..."
          size="lg"
          className="justify-self-start"
        />
      </fieldset>
    </form>
  );
}
