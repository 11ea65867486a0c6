/** One line of "what was sent", in the order the forms ask for it. */
export interface Field {
  label: string;
  value: string;
  /** Long free text, shown as a paragraph rather than a table cell. */
  long?: boolean;
}

/** A field that may be absent or blank: such fields are left out of the e-mails. */
export type MaybeField = Omit<Field, "value"> & { value: string | undefined };

/** Who sent it: every enquiry has these three, between its own fields. */
export function senderFields(record: { name: string; email: string; phone: string }): MaybeField[] {
  return [
    { label: "Name", value: record.name },
    { label: "Email", value: record.email },
    { label: "Phone", value: record.phone },
  ];
}

export function presentFields(fields: MaybeField[]): Field[] {
  return fields.filter((f): f is Field => typeof f.value === "string" && f.value.trim() !== "");
}
