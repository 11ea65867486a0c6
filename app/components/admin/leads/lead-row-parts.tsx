import { MailIcon, MessageCircleIcon, PhoneIcon } from "lucide-react";
import { Link } from "react-router";
import { Checkbox } from "~/components/ui/checkbox";
import type { LeadSummary } from "~/domain/leads/lead-types";
import { whatsappLink } from "~/domain/site/phone";
import { leadHref } from "./lead-links";
import type { Selection } from "./use-selection";

/** What both layouts of the leads inbox (table and cards) show. */
export interface LeadListProps {
  items: LeadSummary[];
  selection: Selection;
  memberName: (id: string | null) => string;
}

/** The lead's name as the link to its page (the row's main action). */
export function LeadNameLink({ lead }: { lead: LeadSummary }) {
  return (
    <Link
      to={leadHref(lead)}
      className="text-brand-700 font-semibold break-words underline-offset-2 hover:underline"
    >
      {lead.name}
    </Link>
  );
}

export function SelectLead({
  lead,
  checked,
  onChange,
}: {
  lead: LeadSummary;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <Checkbox
      checked={checked}
      onCheckedChange={onChange}
      aria-label={`Select lead from ${lead.name}`}
      className="size-5"
    />
  );
}

/** Call, WhatsApp and e-mail straight from the list, for the phone in the hand. */
export function ContactLinks({ lead }: { lead: LeadSummary }) {
  const link =
    "border-input hover:bg-muted inline-flex h-10 min-w-10 items-center justify-center gap-1.5 rounded-md border px-3 text-sm";
  return (
    <>
      <a className={link} href={`tel:${lead.phone.replace(/[^\d+]/g, "")}`}>
        <PhoneIcon className="size-4" aria-hidden="true" />
        Call<span className="sr-only"> {lead.name}</span>
      </a>
      <a className={link} href={whatsappLink(lead.phone)} target="_blank" rel="noreferrer">
        <MessageCircleIcon className="size-4" aria-hidden="true" />
        WhatsApp<span className="sr-only"> {lead.name}</span>
      </a>
      <a className={link} href={`mailto:${lead.email}`}>
        <MailIcon className="size-4" aria-hidden="true" />
        E-mail<span className="sr-only"> {lead.name}</span>
      </a>
    </>
  );
}
