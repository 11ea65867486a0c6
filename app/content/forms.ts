/**
 * What the public forms say once a submission is stored (docs/decisions/070):
 * the toast says it was sent; this says what happens next.
 */
export const formSuccess = {
  heading: { message: "We have your message", inquiry: "We have your inquiry" },
  next: "Our team replies within one business day, by e-mail or phone.",
  sendAnother: "Send another",
  /** A post without scripts came back with field errors (the fields say which). */
  fixFields: {
    title: "Please check the form",
    description: "Correct the fields marked below, then send it again.",
  },
} as const;
