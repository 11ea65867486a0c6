import { Link } from "react-router";
import { serviceNames } from "~/content/company";
import { formatAddress, telHref, whatsappChatHref } from "~/domain/site/company-view";
import { registrationList } from "~/domain/site/trust-view";
import { BrandLogo } from "./brand-logo";
import { navLinks } from "./nav-links";
import { ChatIcon, MailIcon, MapPinIcon, PhoneIcon } from "./shell-icons";
import { SocialLinkList } from "./social-icons";
import { useSite } from "./use-site";

const headingClass = "text-base font-semibold text-white";
const linkClass = "text-slate-300 transition-colors hover:text-white";

/** The four-column footer of docs/product.md, with the current year. */
export function Footer() {
  const year = new Date().getFullYear();
  const { company, footer } = useSite();
  const whatsapp = whatsappChatHref(company);
  return (
    <footer className="bg-ink text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:grid-cols-2 sm:px-6 lg:grid-cols-4 lg:px-8">
        <div>
          <p className="text-white">
            <BrandLogo />
          </p>
          <p className="mt-3 text-sm leading-relaxed">{footer.blurb}</p>
          <SocialLinkList
            social={company.social}
            companyName={company.name}
            className="mt-5 flex gap-3"
            linkClassName="inline-flex size-10 items-center justify-center rounded-full bg-white/10 text-white transition-colors hover:bg-white/20"
          />
        </div>
        <nav aria-label="Quick Links">
          <h2 className={headingClass}>Quick Links</h2>
          <ul className="mt-4 space-y-2 text-sm">
            {/* The original five routes, then the case studies, which the top bar leaves out. */}
            {[...navLinks, { to: "/projects", label: "Projects" }].map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={linkClass}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Our Services">
          <h2 className={headingClass}>Our Services</h2>
          {/* Every service here links to the overview. */}
          <ul className="mt-4 space-y-2 text-sm">
            {Object.entries(serviceNames).map(([slug, name]) => (
              <li key={slug}>
                <Link to="/services" className={linkClass}>
                  {name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className={headingClass}>Contact Info</h2>
          <address className="mt-4 space-y-3 text-sm not-italic">
            <p className="flex gap-3">
              <MapPinIcon className="text-accent mt-0.5 size-4 shrink-0" />
              <span>{formatAddress(company.address)}</span>
            </p>
            {company.phones.map((phone) => (
              <p key={`${phone.label}-${phone.number}`} className="flex gap-3">
                <PhoneIcon className="text-accent mt-0.5 size-4 shrink-0" />
                <a href={`tel:${telHref(phone.number)}`} className={linkClass}>
                  {phone.number}
                </a>
              </p>
            ))}
            {whatsapp ? (
              <p className="flex gap-3">
                <ChatIcon className="text-accent mt-0.5 size-4 shrink-0" />
                <a href={whatsapp} target="_blank" rel="noopener noreferrer" className={linkClass}>
                  WhatsApp {company.whatsapp}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </p>
            ) : null}
            {company.emails.map((email) => (
              <p key={email.address} className="flex gap-3">
                <MailIcon className="text-accent mt-0.5 size-4 shrink-0" />
                <a href={`mailto:${email.address}`} className={linkClass}>
                  {email.address}
                </a>
              </p>
            ))}
          </address>
        </div>
      </div>
      <div className="border-t border-white/10">
        <FooterRegistrations company={company} />
        <div className="mx-auto flex max-w-7xl flex-col items-center gap-3 px-4 py-6 text-sm sm:flex-row sm:justify-between sm:px-6 lg:px-8">
          <p>
            © {year} {company.name}. All rights reserved.
          </p>
          {/* docs/decisions/090: the notice the forms link to, on every page. */}
          <nav aria-label="Legal">
            <ul className="flex gap-5">
              <li>
                <Link to="/privacy" className={linkClass}>
                  Privacy notice
                </Link>
              </li>
              <li>
                <Link to="/terms" className={linkClass}>
                  Terms of use
                </Link>
              </li>
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}

/** The numbers a buyer checks on an invoice (GSTIN, CIN, Udyam…), on every page. */
function FooterRegistrations({ company }: { company: ReturnType<typeof useSite>["company"] }) {
  const items = [
    ...registrationList(company).map(({ label, value }) => `${label}: ${value}`),
    ...company.certifications,
  ];
  if (items.length === 0) return null;
  return (
    <ul
      aria-label="Registrations and certifications"
      className="mx-auto flex max-w-7xl flex-wrap justify-center gap-x-6 gap-y-1 px-4 pt-6 text-xs text-slate-400 sm:px-6 lg:px-8"
    >
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
