import {
  ClockIcon,
  MailIcon,
  MapPinIcon,
  MessageCircleIcon,
  PhoneIcon,
  type LucideIcon,
} from "lucide-react";
import type { ReactNode } from "react";
import { telHref, whatsappChatHref } from "~/domain/site/company-view";
import { ContactSocialLinks } from "./contact-social-links";
import { useSite } from "./use-site";

/**
 * The contact page's information cards (docs/product.md): the Vadodara
 * address, two phone numbers, the WhatsApp chat when a number is set, two e-mail addresses,
 * all from the site content, then the social links.
 */
export function ContactInfo({ heading, intro }: { heading: string; intro: string }) {
  const { company } = useSite();
  const { address } = company;
  const whatsapp = whatsappChatHref(company);
  return (
    <section aria-labelledby="contact-info-heading" className="grid content-start gap-6">
      <div>
        <h2 id="contact-info-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
          {heading}
        </h2>
        <p className="text-muted-foreground mt-2">{intro}</p>
      </div>
      <ul className="grid gap-4" aria-label="Contact details">
        <InfoCard icon={MapPinIcon} title="Our Office">
          <address className="not-italic">
            {company.legalName}
            <br />
            {[address.line1, address.line2].filter(Boolean).join(", ")}
            <br />
            {address.city}, {address.state}, {address.country}
            <br />
            PIN {address.postalCode}
          </address>
        </InfoCard>
        <InfoCard icon={PhoneIcon} title="Call Us">
          {company.phones.map((phone) => (
            <p key={`${phone.label}-${phone.number}`}>
              <span className="text-muted-foreground">{phone.label}: </span>
              <a
                className="text-brand-700 font-medium underline underline-offset-4 hover:no-underline"
                href={`tel:${telHref(phone.number)}`}
              >
                {phone.number}
              </a>
            </p>
          ))}
        </InfoCard>
        {whatsapp ? (
          <InfoCard icon={MessageCircleIcon} title="WhatsApp">
            <p>
              <span className="text-muted-foreground">Chat: </span>
              <a
                className="text-brand-700 font-medium underline underline-offset-4 hover:no-underline"
                href={whatsapp}
                target="_blank"
                rel="noopener noreferrer"
              >
                {company.whatsapp}
                <span className="sr-only"> on WhatsApp (opens in a new tab)</span>
              </a>
            </p>
          </InfoCard>
        ) : null}
        <InfoCard icon={MailIcon} title="Email Us">
          {company.emails.map((email) => (
            <p key={email.address}>
              <span className="text-muted-foreground">{email.label}: </span>
              <a
                className="text-brand-700 font-medium underline underline-offset-4 hover:no-underline"
                href={`mailto:${email.address}`}
              >
                {email.address}
              </a>
            </p>
          ))}
        </InfoCard>
        <InfoCard icon={ClockIcon} title="Business Hours">
          <p>{company.businessHours}</p>
        </InfoCard>
      </ul>
      <ContactSocialLinks />
    </section>
  );
}

function InfoCard({
  icon: Icon,
  title,
  children,
}: {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
}) {
  return (
    <li className="bg-card flex gap-4 rounded-xl border p-5 shadow-sm">
      <span className="bg-brand-50 text-brand-700 grid size-11 shrink-0 place-items-center rounded-lg">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <div className="grid gap-1 text-sm leading-relaxed">
        <h3 className="text-base font-semibold">{title}</h3>
        {children}
      </div>
    </li>
  );
}
