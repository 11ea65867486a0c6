import type { ComponentProps, ReactNode } from "react";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";

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

/** A row's one-button form: the button posts its `intent` with the row's hidden fields. */
export function IntentButtonForm({
  csrfToken,
  fields,
  intent,
  label,
  children,
}: {
  csrfToken: string;
  fields: Record<string, string>;
  intent: string;
  /** The button's accessible name, which says which row it acts on. */
  label: string;
  children: ReactNode;
}) {
  return (
    <CsrfForm csrfToken={csrfToken} fields={fields}>
      <Button
        type="submit"
        name="intent"
        value={intent}
        variant="outline"
        size="sm"
        aria-label={label}
      >
        {children}
      </Button>
    </CsrfForm>
  );
}
