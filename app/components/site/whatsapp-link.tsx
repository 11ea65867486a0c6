import { MessageCircle } from "lucide-react";
import { buttonVariants } from "~/components/ui/button-variants";
import { whatsappChatHref } from "~/domain/site/company-view";
import { useSite } from "./use-site";

/**
 * Click-to-chat on WhatsApp, prefilled with what the visitor is looking at. Shown
 * only when the owner has set a WhatsApp number in the site settings.
 */
export function WhatsAppLink({ topic, size }: { topic: string; size?: "lg" }) {
  const { company } = useSite();
  const href = whatsappChatHref(company, topic);
  if (!href) return null;
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={buttonVariants({ variant: "outline", size })}
    >
      <MessageCircle aria-hidden="true" />
      Chat on WhatsApp
    </a>
  );
}
