import type { ReactNode } from "react";
import { Button } from "~/components/ui/button";

/**
 * The form of a back-office dialog: its fields, then the submit button, disabled and reading
 * `busyLabel` while the call runs. The browser's own checks are off: the API's answer says
 * which field is wrong, next to that field.
 */
export function DialogForm({
  onSubmit,
  busy,
  submitLabel,
  busyLabel,
  children,
}: {
  /** Gets the form's fields; the page itself is not submitted. */
  onSubmit: (form: FormData) => Promise<void>;
  busy: boolean;
  submitLabel: string;
  busyLabel: string;
  children: ReactNode;
}) {
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit(new FormData(event.currentTarget));
      }}
      className="grid gap-4"
      noValidate
    >
      {children}
      <Button type="submit" disabled={busy} className="justify-self-end">
        {busy ? busyLabel : submitLabel}
      </Button>
    </form>
  );
}
