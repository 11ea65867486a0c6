import { ContentIcon } from "~/components/site/content-icon";
import { CredentialsSection } from "~/components/site/credentials-section";
import { CtaSection } from "~/components/site/cta-section";
import { ContentHero } from "~/components/site/hero";
import { IconCardList } from "~/components/site/icon-card-list";
import { Section } from "~/components/site/section";
import { TextImageSection } from "~/components/site/text-image-section";
import { cardImages } from "~/content/images";
import { HYDRATE_ON_IMAGE_FAILURE } from "~/utils/hydration-trigger";
import { pageMeta } from "~/utils/seo";
import type { Route } from "./+types/about";
import { loadSiteContent } from "./site-content.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { content } = await loadSiteContent(request, context);
  return { page: content.about, company: content.company, trust: content.trust };
}

export const meta: Route.MetaFunction = (args) =>
  args.loaderData
    ? pageMeta(args, { ...args.loaderData.page.meta, image: args.loaderData.page.hero.imageUrl })
    : [];

/** Server HTML throughout: React comes only for a failed picture (docs/decisions/098). */
export const handle = HYDRATE_ON_IMAGE_FAILURE;

/** About (docs/product.md). */
export default function About({ loaderData }: Route.ComponentProps) {
  const aboutPage = loaderData.page;
  const { hero, mission, values, industries } = aboutPage;
  return (
    <>
      <ContentHero hero={hero} />
      <TextImageSection
        id="vision-title"
        className="py-16 sm:py-20"
        content={aboutPage.vision}
        image={cardImages.vision}
      />
      <Section id="mission" tone="muted" heading={mission.heading} intro={mission.intro}>
        <IconCardList cards={mission.cards} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4" />
      </Section>
      <Section id="values" heading={values.heading} intro={values.intro}>
        <IconCardList cards={values.items} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4" />
      </Section>
      <Section id="industries" tone="dark" heading={industries.heading} intro={industries.intro}>
        <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
          {industries.items.map((industry, index) => (
            <li
              key={`${index}-${industry.name}`}
              className="flex flex-col items-center gap-3 rounded-xl border border-white/10 bg-white/5 p-5 text-center"
            >
              <ContentIcon name={industry.icon} className="text-accent size-8" />
              <span className="font-semibold">{industry.name}</span>
            </li>
          ))}
        </ul>
      </Section>
      <CredentialsSection company={loaderData.company} trust={loaderData.trust} />
      <CtaSection content={aboutPage.closing} />
    </>
  );
}
