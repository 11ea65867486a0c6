import { FileText, Mail } from "lucide-react";
import { LinkButton } from "./link-button";
import { productsPage } from "~/content/pages/products";
import { SalesContactLinks } from "./sales-contact-links";

/** The 'Request Quote' card: to the quote list (docs/decisions/083), the contact page and the sales phone. */
export function CategoryQuoteCard({ topic }: { topic: string }) {
  const { heading, text } = productsPage.detail.quote;
  return (
    // The Card primitive's look, written out: no tailwind-merge in the page's scripts (~/utils/cx).
    <div className="bg-muted text-card-foreground flex flex-col gap-4 rounded-xl border py-6 shadow-sm">
      <div className="flex flex-col gap-1.5 px-6">
        <h2 className="text-lg leading-tight font-semibold">{heading}</h2>
        <p className="text-muted-foreground text-sm">{text}</p>
      </div>
      <div className="grid gap-3 px-6">
        <LinkButton to="/quote">
          <FileText aria-hidden="true" />
          Open quote list
        </LinkButton>
        <LinkButton to="/contact" variant="outline">
          <Mail aria-hidden="true" />
          Contact Us
        </LinkButton>
        <SalesContactLinks topic={topic} />
      </div>
    </div>
  );
}
