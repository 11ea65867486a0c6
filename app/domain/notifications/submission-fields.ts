import { ENQUIRIES } from "../enquiries/enquiry-registry.ts";
import { inboxPath, type EnquiryKind } from "../enquiries/enquiry-kinds.ts";
import { presentFields, type Field } from "../enquiries/mail-fields.ts";
import type { Submission } from "../enquiries/submission.ts";

export type { Field };

export interface SubmissionDescription {
  /** "product inquiry", "service inquiry", "message" */
  noun: string;
  /** What the item is about, for subject lines. */
  topic: string;
  /** The back-office screen that lists this kind. */
  adminPath: string;
  /** The visitor's values, as sent (what the acknowledgement repeats). */
  fields: Field[];
  /** What the visitor quotes on the phone (a quote request's reference), when the kind has one. */
  reference?: string;
}

/** Every field of a stored submission, labelled as on the forms and in the back office. */
export function describeSubmission<K extends EnquiryKind>(
  submission: Submission<K>,
): SubmissionDescription {
  const { mail } = ENQUIRIES[submission.kind];
  const reference = mail.reference?.(submission.record);
  return {
    noun: mail.noun,
    topic: mail.topic(submission.record),
    adminPath: inboxPath(submission.kind),
    fields: presentFields(mail.fields(submission.record)),
    ...(reference ? { reference } : {}),
  };
}
