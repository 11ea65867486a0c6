import { Building, CircleCheck, Cog, Lightbulb, Zap, type LucideIcon } from "lucide-react";
import { Link } from "react-router";
import { CtaSection } from "~/components/site/cta-section";
import { ExcellenceBlock } from "~/components/site/excellence-block";
import { ContentHero } from "~/components/site/hero";
import { IconCard } from "~/components/site/icon-card";
import { MediaPicturesProvider } from "~/components/site/media-pictures";
import { RecentProjects } from "~/components/site/recent-projects";
import { TrustBand, TrustStrip } from "~/components/site/trust-strip";
import { Section } from "~/components/site/section";
import { TestimonialCard } from "~/components/site/testimonial-card";
import { HYDRATE_ON_IMAGE_FAILURE } from "~/utils/hydration-trigger";
import { pageMeta } from "~/utils/seo";
import type { Route } from "./+types/home";
import { loadSiteContent } from "./site-content.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const [{ content }, projects] = await Promise.all([
    loadSiteContent(request, context),
    context.services.projects.list({ publishedOnly: true, limit: 3 }),
  ]);
  return {
    companyName: content.company.name,
    company: content.company,
    trust: content.trust,
    projects: projects.items,
    projectCount: projects.total,
    // The case studies' library photographs as <picture>s; logos are the layout's.
    pictures: await context.services.media.pictures(projects.items.flatMap((p) => p.images)),
    page: content.home,
    testimonials: {
      ...content.testimonials,
      items: content.testimonials.items.filter((item) => !item.hidden),
    },
  };
}

/**
 * Everything on the home page works as server HTML, and the top bar's behaviour runs without
 * React: the page hydrates only if a picture fails and needs its fallback (docs/decisions/098).
 */
export const handle = HYDRATE_ON_IMAGE_FAILURE;

export const meta: Route.MetaFunction = (args) =>
  args.loaderData
    ? pageMeta(args, {
        title: `${args.loaderData.companyName} | ${args.loaderData.page.meta.title}`,
        description: args.loaderData.page.meta.description,
        image: args.loaderData.page.hero.imageUrl,
        fullTitle: true,
      })
    : [];

/**
 * The four home service cards' icons, imported here rather than through the
 * content-icon registry so the home page stays inside its JavaScript budget.
 */
const HOME_ICONS: Record<string, LucideIcon> = { Building, Cog, Lightbulb, Zap };

/** Home (docs/product.md). */
export default function Home({ loaderData }: Route.ComponentProps) {
  const {
    page: homePage,
    testimonials,
    company,
    trust,
    projects,
    projectCount,
    pictures,
  } = loaderData;
  const { hero } = homePage;
  return (
    <>
      <ContentHero isHomepage hero={hero} />
      <TrustBand company={company} projectCount={projectCount} />
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
      <TrustStrip trust={trust} />
      <MediaPicturesProvider pictures={pictures}>
        <RecentProjects projects={projects} />
      </MediaPicturesProvider>
      {testimonials.items.length ? (
        <Section id="testimonials" heading={testimonials.heading} intro={testimonials.intro}>
          <ul className="grid gap-6 md:grid-cols-3">
            {testimonials.items.map((testimonial, index) => (
              <li key={`${index}-${testimonial.author}`}>
                <TestimonialCard testimonial={testimonial} />
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      <CtaSection content={homePage.closing} />
    </>
  );
}
