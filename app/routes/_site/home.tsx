import { Building, CircleCheck, Cog, Lightbulb, Zap, type LucideIcon } from "lucide-react";
import { Link } from "react-router";
import { CtaSection } from "~/components/site/cta-section";
import { ExcellenceBlock } from "~/components/site/excellence-block";
import { Hero } from "~/components/site/hero";
import { IconCard } from "~/components/site/icon-card";
import { Section } from "~/components/site/section";
import { TestimonialCard } from "~/components/site/testimonial-card";
import { company } from "~/content/company";
import { heroImages } from "~/content/images";
import { homePage } from "~/content/pages/home";
import { pageMeta } from "~/utils/seo";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: `${company.name} | ${homePage.meta.title}`,
    description: homePage.meta.description,
    fullTitle: true,
  });

/**
 * The four home service cards' icons, imported here rather than through the
 * content-icon registry so the home page stays inside its JavaScript budget.
 */
const HOME_ICONS: Record<string, LucideIcon> = { Building, Cog, Lightbulb, Zap };

/** SPEC.md section 2, Home. */
export default function Home() {
  const { hero } = homePage;
  return (
    <>
      <Hero
        isHomepage
        title={hero.title}
        subtitle={hero.subtitle}
        description={hero.description}
        primaryCta={hero.primaryCTA}
        secondaryCta={hero.secondaryCTA}
        image={{ ...heroImages.home, alt: hero.imageAlt }}
      />
      <Section
        id="services"
        heading={homePage.servicesSection.heading}
        intro={homePage.servicesSection.intro}
      >
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {homePage.serviceCards.map((card) => (
            <li key={card.title}>
              <IconCard
                icon={HOME_ICONS[card.icon] ?? CircleCheck}
                title={card.title}
                description={card.description}
              >
                <Link
                  to={card.link}
                  className="text-brand-700 mt-4 text-sm font-semibold hover:underline"
                >
                  Learn more<span className="sr-only"> about {card.title}</span>
                  <span aria-hidden="true"> →</span>
                </Link>
              </IconCard>
            </li>
          ))}
        </ul>
      </Section>
      <ExcellenceBlock content={homePage.excellence} />
      <Section
        id="testimonials"
        heading={homePage.testimonialsSection.heading}
        intro={homePage.testimonialsSection.intro}
      >
        <ul className="grid gap-6 md:grid-cols-3">
          {homePage.testimonials.map((testimonial) => (
            <li key={testimonial.author}>
              <TestimonialCard testimonial={testimonial} />
            </li>
          ))}
        </ul>
      </Section>
      <CtaSection content={homePage.closing} />
    </>
  );
}
