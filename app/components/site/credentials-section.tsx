import { Award } from "lucide-react";
import type { CompanyContent } from "~/domain/site/company-schema";
import type { TrustContent } from "~/domain/site/trust-schema";
import { registrationList } from "~/domain/site/trust-view";
import { PartnerWall } from "./partner-wall";
import { Section } from "./section";
import { TrustFacts } from "./trust-facts";

/** About: registrations with their numbers, certifications, brands and clients. */
export function CredentialsSection({
  company,
  trust,
}: {
  company: CompanyContent;
  trust: TrustContent;
}) {
  const registrations = registrationList(company);
  return (
    <Section id="credentials" heading={trust.credentials.heading} intro={trust.credentials.intro}>
      <TrustFacts company={company} />
      <div className="mt-10 grid gap-8 lg:grid-cols-2">
        {registrations.length ? (
          <dl className="bg-card divide-y rounded-xl border">
            {registrations.map(({ label, value }) => (
              <div key={label} className="flex flex-wrap justify-between gap-x-6 gap-y-1 p-4">
                <dt className="text-muted-foreground text-sm font-medium">{label}</dt>
                <dd className="font-mono text-sm font-semibold break-all">{value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        {company.certifications.length ? (
          <ul className="grid content-start gap-3">
            {company.certifications.map((certification) => (
              <li key={certification} className="bg-card flex gap-3 rounded-xl border p-4">
                <Award aria-hidden="true" className="text-accent-dark size-5 shrink-0" />
                <span className="font-medium">{certification}</span>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <div className="mt-12 grid gap-12">
        <PartnerWall id="about-brands" wall={trust.brands} />
        <PartnerWall id="about-clients" wall={trust.clients} />
      </div>
    </Section>
  );
}
