import { CtaSection } from "~/components/site/cta-section";
import { Hero } from "~/components/site/hero";
import { MediaPicturesProvider } from "~/components/site/media-pictures";
import { ProjectGrid } from "~/components/site/project-grid";
import { Section } from "~/components/site/section";
import { heroImages } from "~/content/images";
import { projectsPage } from "~/content/projects-page";
import { HYDRATE_ON_IMAGE_FAILURE } from "~/utils/hydration-trigger";
import { pageMeta } from "~/utils/seo";
import type { Route } from "./+types/projects";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { ...projectsPage.meta, image: heroImages.installation.src });

/** Every published case study, in the owner's order. */
export async function loader({ context }: Route.LoaderArgs) {
  const { items } = await context.services.projects.list({ publishedOnly: true });
  // Media library photographs are drawn as responsive <picture>s.
  const pictures = await context.services.media.pictures(items.flatMap((p) => p.images));
  return { projects: items, pictures };
}

/** Server HTML throughout: React comes only for a failed picture (docs/decisions/098). */
export const handle = HYDRATE_ON_IMAGE_FAILURE;

export default function ProjectsPage({ loaderData }: Route.ComponentProps) {
  const { projects, pictures } = loaderData;
  return (
    <MediaPicturesProvider pictures={pictures}>
      <Hero
        title={projectsPage.hero.title}
        subtitle={projectsPage.hero.subtitle}
        image={heroImages.installation}
      />
      <Section id="projects" heading={projectsPage.list.heading} intro={projectsPage.list.intro}>
        {projects.length ? (
          <ProjectGrid projects={projects} eager={3} />
        ) : (
          <p className="text-muted-foreground text-center text-lg">{projectsPage.empty}</p>
        )}
      </Section>
      <CtaSection content={projectsPage.closing} />
    </MediaPicturesProvider>
  );
}
