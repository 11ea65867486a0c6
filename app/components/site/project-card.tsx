import { ArrowRight, MapPin } from "lucide-react";
import { Link } from "react-router";
import { placeholderImage } from "~/content/images";
import type { Project } from "~/domain/projects/project-input";
import { driveImageUrl } from "~/utils/drive-image";
import { SafeImage } from "./image-fallback";
import { PlainBadge } from "./plain-badge";

/** One case study in a list: cover picture, industry and year, title, place, summary. */
export function ProjectCard({ project, eager = false }: { project: Project; eager?: boolean }) {
  const cover = project.images[0] ?? placeholderImage.src;
  return (
    <article className="bg-card group relative flex h-full flex-col overflow-hidden rounded-xl border shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md">
      <div className="relative aspect-[4/3] overflow-hidden bg-slate-100">
        <SafeImage
          src={driveImageUrl(cover, 800)}
          alt=""
          width={800}
          height={600}
          loading={eager ? "eager" : "lazy"}
          sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
          className="h-full w-full object-cover transition-transform duration-300 group-hover:scale-105"
        />
        <PlainBadge variant="accent" className="absolute top-3 right-3">
          {String(project.year)}
        </PlainBadge>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-5">
        <p className="text-muted-foreground text-xs font-semibold tracking-wide">
          {project.clientIndustry}
        </p>
        <h3 className="text-lg leading-snug font-semibold">{project.title}</h3>
        <p className="text-muted-foreground flex items-center gap-1.5 text-sm">
          <MapPin aria-hidden="true" className="size-4 shrink-0" />
          {project.location}
        </p>
        <p className="flex-1 text-sm leading-relaxed text-slate-700">{project.summary}</p>
        <Link
          to={`/projects/${encodeURIComponent(project.slug)}`}
          className="text-brand-700 mt-2 inline-flex items-center gap-1 text-sm font-semibold underline-offset-4 after:absolute after:inset-0 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2"
        >
          Read the case study<span className="sr-only">{` about ${project.title}`}</span>
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </div>
    </article>
  );
}
