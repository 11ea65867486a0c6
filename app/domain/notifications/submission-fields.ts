import type { Submission } from "../services.server.ts";

/** One line of "what was sent", in the order the forms ask for it. */
export interface Field {
  label: string;
  value: string;
  /** Long free text, shown as a paragraph rather than a table cell. */
  long?: boolean;
}

export interface SubmissionDescription {
  /** "product inquiry", "service inquiry", "message" */
  noun: string;
  /** What the item is about, for subject lines. */
  topic: string;
  /** The back-office screen that lists this kind (SPEC.md section 2, admin routes). */
  adminPath: "/admin/inquiries" | "/admin/service-inquiries" | "/admin/contacts";
  /** The visitor's values, as sent (what the acknowledgement repeats). */
  fields: Field[];
}

/** Every field of a stored submission, labelled as on the forms and in the back office. */
export function describeSubmission(submission: Submission): SubmissionDescription {
  const { record } = submission;
  const contact: Field[] = [
    { label: "Name", value: record.name },
    { label: "Email", value: record.email },
    { label: "Phone", value: record.phone },
  ];
  switch (submission.kind) {
    case "product-inquiry": {
      const r = submission.record;
      const product = r.productTitle ?? (r.productId ? "Unknown Product" : "General Inquiry");
      return {
        noun: "product inquiry",
        topic: r.subject,
        adminPath: "/admin/inquiries",
        fields: present([
          { label: "Product", value: product },
          { label: "Sub-product", value: r.subproductName },
          ...contact,
          { label: "Requirement", value: r.productRequirement, long: true },
          { label: "Additional information", value: r.additionalInfo, long: true },
        ]),
      };
    }
    case "service-inquiry": {
      const r = submission.record;
      return {
        noun: "service inquiry",
        topic: r.serviceName,
        adminPath: "/admin/service-inquiries",
        fields: present([
          { label: "Service", value: r.serviceName },
          ...contact,
          { label: "Service requirements", value: r.serviceDetails, long: true },
          { label: "Additional message", value: r.message, long: true },
        ]),
      };
    }
    case "contact": {
      const r = submission.record;
      return {
        noun: "message",
        topic: r.subject,
        adminPath: "/admin/contacts",
        fields: present([
          { label: "Subject", value: r.subject },
          ...contact,
          { label: "Message", value: r.message, long: true },
        ]),
      };
    }
  }
}

function present(fields: Array<Omit<Field, "value"> & { value: string | undefined }>): Field[] {
  return fields.filter((f): f is Field => typeof f.value === "string" && f.value.trim() !== "");
}
