import { Link } from "react-router";
import { formSuccess } from "~/content/forms";
import { salesPhone } from "~/domain/site/company-view";
import { SuccessPanel } from "../forms/success-panel";
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
  const sales = salesPhone(useSite().company);
  return (
    <SuccessPanel id={id} scripted={scripted} level="h2" heading="We have your quote request">
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
    </SuccessPanel>
  );
}
