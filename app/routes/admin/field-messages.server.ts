/**
 * Each named field's first message from a failed parse, for the form to show beside the
 * field. The schemas these forms parse raise issues about their own fields only.
 */
export function fieldMessages<Field extends string>(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  fields: readonly Field[],
): Partial<Record<Field, string>> {
  const messages: Partial<Record<Field, string>> = {};
  for (const issue of issues) {
    const field = fields.find((name) => name === issue.path[0]);
    if (field) messages[field] ??= issue.message;
  }
  return messages;
}
