import type { ComponentProps } from "react";
import { Form } from "react-router";

/**
 * A back-office POST form: the session's CSRF token and the given hidden fields
 * (the intent, the record's id…) come first, then the form's own controls.
 */
export function CsrfForm({
  csrfToken,
  fields = {},
  children,
  ...props
}: Omit<ComponentProps<typeof Form>, "method"> & {
  csrfToken: string;
  fields?: Record<string, string>;
}) {
  return (
    <Form method="post" {...props}>
      <input type="hidden" name="_csrf" value={csrfToken} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children}
    </Form>
  );
}
