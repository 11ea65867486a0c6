import { MailIcon, MessageCircleIcon, PhoneIcon } from "lucide-react";
import { whatsappLink } from "~/domain/site/phone";

const ACTION =
  "border-input bg-background hover:bg-muted inline-flex h-11 flex-1 items-center justify-center gap-2 rounded-md border px-3 text-sm font-medium sm:flex-none";

/** Call, WhatsApp with a greeting, and e-mail: one tap each on a phone. */
export function QuickActions({
  name,
  phone,
  email,
  subject,
  company,
}: {
  name: string;
  phone: string;
  email: string;
  subject: string;
  company: string;
}) {
  const greeting = `Hello ${name}, this is ${company} about your inquiry "${subject}".`;
  const mailto = `mailto:${email}?subject=${encodeURIComponent(`Re: ${subject}`)}`;
  return (
    <nav aria-label="Contact the visitor" className="flex flex-wrap gap-2">
      <a className={ACTION} href={`tel:${phone.replace(/[^\d+]/g, "")}`}>
        <PhoneIcon className="size-4" aria-hidden="true" />
        Call
      </a>
      <a className={ACTION} href={whatsappLink(phone, greeting)} target="_blank" rel="noreferrer">
        <MessageCircleIcon className="size-4" aria-hidden="true" />
        WhatsApp
      </a>
      {/* The short label on a phone keeps the three actions on one row. */}
      <a className={ACTION} href={mailto} aria-label="Reply by e-mail">
        <MailIcon className="size-4" aria-hidden="true" />
        <span className="sm:hidden">E-mail</span>
        <span className="hidden sm:inline">Reply by e-mail</span>
      </a>
    </nav>
  );
}
