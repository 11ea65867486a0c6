import { CircleCheckIcon } from "lucide-react";
import { useEffect, useRef } from "react";
import { formSuccess } from "~/content/forms";
import { PlainButton } from "../plain-button";

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
  const panel = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const scripted = onSendAnother !== undefined;
  // The form the visitor was in is gone: focus the news, so it is read out and Tab goes on from here.
  // Scrolled by hand: focus alone would tuck the panel's top under the fixed navigation bar.
  useEffect(() => {
    if (!scripted) return;
    heading.current?.focus({ preventScroll: true });
    panel.current?.scrollIntoView({ block: "nearest" });
  }, [scripted]);
  return (
    <div
      ref={panel}
      id={id}
      role="status"
      className="flex scroll-mt-28 gap-3 rounded-lg border border-green-700/30 bg-green-50 p-5 text-green-950"
    >
      <CircleCheckIcon className="mt-1 size-5 shrink-0 text-green-700" aria-hidden="true" />
      <div className="grid gap-2">
        <h3 ref={heading} tabIndex={-1} className="text-lg font-semibold focus:outline-none">
          {sent ? sent.title : formSuccess.heading[subject]}
        </h3>
        {sent ? <p>{sent.description}</p> : null}
        <p className="text-green-900">{formSuccess.next}</p>
        {onSendAnother ? (
          <PlainButton
            variant="outline"
            className="mt-2 justify-self-start"
            onClick={onSendAnother}
          >
            {formSuccess.sendAnother}
          </PlainButton>
        ) : null}
      </div>
    </div>
  );
}
