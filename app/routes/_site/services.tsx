import { CtaSection } from "~/components/site/cta-section";
import { ContentHero } from "~/components/site/hero";
import { Section } from "~/components/site/section";
import { ServiceCard } from "~/components/site/service-card";
import { serviceViews } from "~/domain/site/service-view";
import { pageMeta } from "~/utils/seo";
import type { Route } from "./+types/services";
import { loadSiteContent } from "./site-content.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = (await loadSiteContent(request, context)).content;
  return {
    page: {
      meta: services.meta,
      hero: services.hero,
      section: services.section,
      closing: services.closing,
    },
    learnMoreButton: services.learnMoreButton,
    services: serviceViews(services),
  };
}

export const meta: Route.MetaFunction = (args) =>
  args.loaderData
    ? pageMeta(args, { ...args.loaderData.page.meta, image: args.loaderData.page.hero.imageUrl })
    : [];

/** Services overview (docs/product.md). */
export default function Services({ loaderData }: Route.ComponentProps) {
  const { page: servicesPage, services, learnMoreButton } = loaderData;
  const { hero } = servicesPage;
  return (
    <>
      <ContentHero hero={hero} />
      <Section id="offer" heading={servicesPage.section.heading} intro={servicesPage.section.intro}>
        {/*
          Four columns at large screens. A card left alone on the last row
          (the fifth of five) spans the row and lies flat, instead of an orphan at the edge.
        */}
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {services.map((service, index) => {
            const wide = index === services.length - 1 && services.length % 4 === 1;
            return (
              <li key={service.slug} className={wide ? "sm:col-span-2 lg:col-span-4" : undefined}>
                <ServiceCard service={service} learnMoreButton={learnMoreButton} wide={wide} />
              </li>
            );
          })}
        </ul>
      </Section>
      <CtaSection content={servicesPage.closing} />
    </>
  );
}
