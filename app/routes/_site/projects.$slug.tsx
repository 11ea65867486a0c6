import { data } from "react-router";
import { DetailBody } from "~/components/site/detail-body";
import { CtaSection } from "~/components/site/cta-section";
import { Hero } from "~/components/site/hero";
import { JsonLd } from "~/components/site/json-ld";
import { MediaPicturesProvider } from "~/components/site/media-pictures";
import { notFoundMeta } from "~/components/site/not-found-meta";
import { NotFoundScreen } from "~/components/site/not-found-screen";
import { ProjectFacts } from "~/components/site/project-facts";
import { ProjectGallery } from "~/components/site/project-gallery";
import { placeholderImage } from "~/content/images";
import { projectsPage } from "~/content/projects-page";
import { paragraphsOf } from "~/domain/projects/paragraphs";
import { projectJsonLd } from "~/domain/structured-data/project.server";
import { pageMeta } from "~/utils/seo";
import type { Route } from "./+types/projects.$slug";

export const meta: Route.MetaFunction = (args) => {
  const project = args.loaderData?.project;
  if (!project) return notFoundMeta(args);
  return pageMeta(args, {
    title: `${project.title}: ${project.clientIndustry} case study`,
    description: project.summary.slice(0, 300),
    image: project.images[0],
  });
};

/** One published case study; an unpublished or unknown one is a real 404. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const project = await context.services.projects.bySlug(params.slug);
  if (!project)
    return data(
      { project: null, pictures: {}, jsonLd: "", path: `/projects/${params.slug}` },
      { status: 404 },
    );
  const pictures = await context.services.media.pictures(project.images);
  return { project, pictures, jsonLd: projectJsonLd(context.siteUrl, project), path: "" };
}

export default function ProjectPage({ loaderData }: Route.ComponentProps) {
  const { project, pictures, jsonLd, path } = loaderData;
  if (!project) return <NotFoundScreen path={path} />;
  const cover = project.images[0];
  return (
    <MediaPicturesProvider pictures={pictures}>
      <JsonLd json={jsonLd} />
      <Hero
        title={project.title}
        subtitle={`${project.clientIndustry} · ${project.location} · ${project.year}`}
        image={cover ? { src: cover, alt: "", width: 800, height: 600 } : placeholderImage}
      />
      <DetailBody
        spacing="py-10"
        trail={[{ label: "Projects", href: "/projects" }, { label: project.title }]}
        main={
          <article className="grid gap-5">
            <p className="text-xl leading-relaxed font-medium text-slate-800">{project.summary}</p>
            <h2 className="mt-4 text-2xl font-bold tracking-tight">What we did</h2>
            {paragraphsOf(project.body).map((paragraph, index) => (
              <p key={index} className="text-lg leading-relaxed text-slate-700">
                {paragraph}
              </p>
            ))}
            {project.outcome ? (
              <>
                <h2 className="mt-4 text-2xl font-bold tracking-tight">The outcome</h2>
                <p className="border-accent bg-muted rounded-r-lg border-l-4 p-4 text-lg leading-relaxed">
                  {project.outcome}
                </p>
              </>
            ) : null}
          </article>
        }
        aside={<ProjectFacts project={project} />}
      >
        <ProjectGallery project={project} />
      </DetailBody>
      <CtaSection content={projectsPage.closing} />
    </MediaPicturesProvider>
  );
}
