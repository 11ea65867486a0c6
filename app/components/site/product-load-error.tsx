import { useEffect } from "react";
import { LinkButton } from "./link-button";
import { MessageBand } from "./message-band";
import { toast } from "~/components/ui/deferred-toaster";

/**
 * Public products: a loader failure shows the toast and the
 * same words on the page.
 */
export function ProductLoadError({ title, retryTo }: { title: string; retryTo: string }) {
  useEffect(() => {
    toast.error(title, { description: "Please try again later." });
  }, [title]);
  return (
    <MessageBand
      titleId="product-load-error-title"
      title={title}
      text="Please try again later."
      action={
        <LinkButton variant="accent" size="lg" className="mt-8" to={retryTo} reloadDocument>
          Try again
        </LinkButton>
      }
    />
  );
}
