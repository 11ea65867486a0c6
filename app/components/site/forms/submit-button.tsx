import { LoaderCircleIcon } from "lucide-react";
import type { ComponentProps } from "react";
import { PlainButton } from "../plain-button";

/**
 * The submit button of every public form: it reads its busy text
 * while the form is sending, and says so to assistive technology.
 */
export function SubmitButton({
  sending,
  idleText,
  busyText,
  ...props
}: Omit<ComponentProps<typeof PlainButton>, "type" | "children"> & {
  sending: boolean;
  idleText: string;
  busyText: string;
}) {
  return (
    <PlainButton type="submit" disabled={sending} aria-busy={sending || undefined} {...props}>
      {sending ? <LoaderCircleIcon className="animate-spin" aria-hidden="true" /> : null}
      {sending ? busyText : idleText}
    </PlainButton>
  );
}
