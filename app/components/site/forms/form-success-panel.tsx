import { formSuccess } from "~/content/forms";
import { PlainButton } from "../plain-button";
import { SuccessPanel } from "./success-panel";

/**
 * What replaces a public form once the server stored it (docs/decisions/070):
 * what happens next, and a way to send another. With scripts the toast
 * has already said "sent", so its texts are not repeated
 * here; a post without scripts has no toast and passes them as `sent`.
 */
export function FormSuccessPanel({
  id,
  subject,
  sent,
  onSendAnother,
}: {
  /** The fragment a post without scripts lands on (`#contact-result`…). */
  id: string;
  subject: keyof typeof formSuccess.heading;
  sent?: { title: string; description: string };
  /** Scripted only: brings the empty form back. */
  onSendAnother?: () => void;
}) {
  return (
    <SuccessPanel
      id={id}
      scripted={onSendAnother !== undefined}
      level="h3"
      heading={sent ? sent.title : formSuccess.heading[subject]}
    >
      {sent ? <p>{sent.description}</p> : null}
      <p className="text-green-900">{formSuccess.next}</p>
      {onSendAnother ? (
        <PlainButton variant="outline" className="mt-2 justify-self-start" onClick={onSendAnother}>
          {formSuccess.sendAnother}
        </PlainButton>
      ) : null}
    </SuccessPanel>
  );
}
