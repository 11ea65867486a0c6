import { PublicForm, type PublicFormField } from "./public-form";

/** The contact form's toasts. */
export const contactToasts = {
  success: {
    title: "Message sent successfully!",
    description: "We'll get back to you as soon as possible.",
  },
  failure: { title: "Something went wrong", description: "Please try again later." },
};

export const CONTACT_FORM_ID = "contact";

const CONTACT_FIELDS: PublicFormField[] = [
  { label: "Subject", name: "subject", required: true },
  { label: "Message", name: "message", required: true, rows: 6 },
];

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
      schema="contactInput"
      toasts={contactToasts}
      subject="message"
      legend="Your message"
      submit={{ idle: "Send Message", busy: "Sending..." }}
      fields={CONTACT_FIELDS}
    />
  );
}
