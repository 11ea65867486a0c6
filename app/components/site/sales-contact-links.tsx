import { Phone } from "lucide-react";
import { buttonVariants } from "~/components/ui/button-variants";
import { salesPhone, telHref } from "~/domain/site/company-view";
import { useSite } from "./use-site";
import { WhatsAppLink } from "./whatsapp-link";

/** The quote cards' last buttons: call the sales number, or chat about `topic` on WhatsApp. */
export function SalesContactLinks({ topic }: { topic: string }) {
  const sales = salesPhone(useSite().company);
  return (
    <>
      <a className={buttonVariants({ variant: "outline" })} href={`tel:${telHref(sales.number)}`}>
        <Phone aria-hidden="true" />
        {`Call Sales: ${sales.number}`}
      </a>
      <WhatsAppLink topic={topic} />
    </>
  );
}
