import { CtaSection } from "~/components/site/cta-section";
import { serviceInquiryAction } from "~/components/site/forms/service-inquiry-action.server";
import { Hero } from "~/components/site/hero";
import { Section } from "~/components/site/section";
import { ServiceCard } from "~/components/site/service-card";
import { services } from "~/content/services";
import { heroImages } from "~/content/images";
import { servicesPage } from "~/content/pages/services";
import { pageMeta } from "~/utils/seo";
import type { Route } from "./+types/services";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { ...servicesPage.meta, image: heroImages.services.src });

/** The 'Inquire Now' form posted without scripts lands here. */
export const action = serviceInquiryAction;

/** SPEC.md section 2, Services overview. */
export default function Services() {
  const { hero } = servicesPage;
  return (
    <>
      <Hero
        title={hero.title}
        subtitle={hero.subtitle}
        description={hero.description}
        image={{ ...heroImages.services, alt: hero.imageAlt }}
      />
      <Section id="offer" heading={servicesPage.section.heading} intro={servicesPage.section.intro}>
        {/* SPEC.md section 9: four columns at large screens; the fifth card is centred under them, not left alone at the edge. */}
        <ul className="grid gap-6 sm:grid-cols-2 lg:flex lg:flex-wrap lg:justify-center">
          {services.map((service) => (
            <li key={service.slug} className="lg:w-[calc((100%-4.5rem)/4)]">
              <ServiceCard service={service} />
            </li>
          ))}
        </ul>
      </Section>
      <CtaSection content={servicesPage.closing} />
    </>
  );
}
