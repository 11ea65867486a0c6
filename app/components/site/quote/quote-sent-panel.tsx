import { CircleCheckIcon } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { formSuccess } from "~/content/forms";
import { salesPhone } from "~/domain/site/company-view";
import { useSite } from "../use-site";

/**
 * The confirmation of a stored quote request (docs/decisions/083): its reference, large, to
 * quote on the phone, and what happens next. Scripted, focus moves to it, as the other
 * forms' panels do (docs/decisions/070).
 */
export function QuoteSentPanel({
  id,
  reference,
  scripted,
}: {
  id: string;
  reference: string;
  scripted: boolean;
}) {
  const panel = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const sales = salesPhone(useSite().company);
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
        <h2 ref={heading} tabIndex={-1} className="text-lg font-semibold focus:outline-none">
          We have your quote request
        </h2>
        <p>
          Your reference is{" "}
          <strong className="font-mono text-xl tracking-wide" data-testid="quote-reference">
            {reference}
          </strong>
          . Quote it when you call us on {sales.number}; it is also in the e-mail we have sent you.
        </p>
        <p className="text-green-900">{formSuccess.next}</p>
        <Link to="/products" className="text-brand-700 justify-self-start font-semibold underline">
          Back to our products
        </Link>
      </div>
    </div>
  );
}
