import { Link } from "react-router";

/**
 * The one line beside every form's submit button that says what the details are for and where
 * the privacy notice is (docs/decisions/090): the notice the DPDP Act asks for at the moment
 * someone gives their data.
 */
export function PrivacyLine() {
  return (
    <p className="text-muted-foreground text-sm">
      We use these details only to answer you —{" "}
      <Link
        to="/privacy"
        className="text-brand-700 font-medium underline underline-offset-4 hover:no-underline"
      >
        privacy notice
      </Link>
    </p>
  );
}
