/**
 * The product inquiry toasts, apart from the form so a
 * page can name them without loading the form's code.
 */
export interface InquiryToasts {
  success: { title: string; description: string };
  failure: { title: string; description: string };
}

/** Product inquiry; the category page passes its own pair. */
export const PRODUCT_INQUIRY_TOASTS: InquiryToasts = {
  success: {
    title: "Inquiry sent successfully!",
    description: "We'll get back to you as soon as possible.",
  },
  failure: { title: "Something went wrong", description: "Please try again later." },
};

export const CATEGORY_INQUIRY_TOASTS: InquiryToasts = {
  success: {
    title: "Inquiry submitted",
    description: "Thank you for your interest. We'll get back to you soon.",
  },
  failure: { title: "Failed to submit inquiry", description: "Please try again later." },
};
