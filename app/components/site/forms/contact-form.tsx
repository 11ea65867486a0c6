import { InputField, TextareaField } from "./form-state-fields";
import { PublicForm } from "./public-form";
import { VisitorContactFields } from "./visitor-contact-fields";

/** zod loads with the first focus or submit, not with the page (docs/performance.md). */
const loadSchema = () => import("~/domain/schemas/inquiry-inputs").then((m) => m.contactInput);

/** The contact form's toasts. */
export const contactToasts = {
  success: {
    title: "Message sent successfully!",
    description: "We'll get back to you as soon as possible.",
  },
  failure: { title: "Something went wrong", description: "Please try again later." },
};

export const CONTACT_FORM_ID = "contact";

/**
 * The 'Send Us a Message' form. It waits for the server
 * instead of the original's 1.5 s pretend delay.
 */
export function ContactForm() {
  return (
    <PublicForm
      formId={CONTACT_FORM_ID}
      anchor="contact"
      endpoint="/contacts"
      schema={loadSchema}
      toasts={contactToasts}
      subject="message"
      legend="Your message"
      submit={{ idle: "Send Message", busy: "Sending..." }}
    >
      {(form) => (
        <>
          <VisitorContactFields {...form} />
          <InputField {...form} label="Subject" name="subject" required />
          <TextareaField
            {...form}
            label="Message"
            name="message"
            className="sm:col-span-2"
            required
            rows={6}
          />
        </>
      )}
    </PublicForm>
  );
}
