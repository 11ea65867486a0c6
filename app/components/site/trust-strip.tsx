import type { CompanyContent } from "~/domain/site/company-schema";
import type { TrustContent } from "~/domain/site/trust-schema";
import { PartnerWall } from "./partner-wall";
import { Section } from "./section";
import { TrustFacts } from "./trust-facts";

/**
 * Home, right under the hero: years, certification, GST registration and
 * projects, before a buyer scrolls. The heading is for screen readers; the facts speak.
 */
export function TrustBand({
  company,
  projectCount,
}: {
  company: CompanyContent;
  projectCount: number;
}) {
  return (
    <section aria-labelledby="trust-facts-title" className="bg-muted border-b py-8">
      <h2 id="trust-facts-title" className="sr-only">
        {`${company.name} at a glance`}
      </h2>
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <TrustFacts company={company} projectCount={projectCount} />
      </div>
    </section>
  );
}

/** Home: 'Brands we deal in' and 'Clients we serve' under one heading. */
export function TrustStrip({ trust }: { trust: TrustContent }) {
  if (trust.brands.items.length + trust.clients.items.length === 0) return null;
  return (
    <Section id="trust" heading={trust.heading} intro={trust.intro}>
      <div className="grid gap-12">
        <PartnerWall id="brands" wall={trust.brands} />
        <PartnerWall id="clients" wall={trust.clients} />
      </div>
    </Section>
  );
}
