import { MapPin } from "lucide-react";
import { placeholderImage } from "~/content/images";
import type { Project } from "~/domain/projects/project-input";
import { CoverCard } from "./cover-card";

/** One case study in a list: cover picture, industry and year, title, place, summary. */
export function ProjectCard({ project, eager = false }: { project: Project; eager?: boolean }) {
  return (
    <CoverCard
      image={project.images[0] ?? placeholderImage.src}
      eager={eager}
      badge={String(project.year)}
      eyebrow={project.clientIndustry}
      title={project.title}
      to={`/projects/${encodeURIComponent(project.slug)}`}
      linkText="Read the case study"
      linkLabel={` about ${project.title}`}
    >
      <p className="text-muted-foreground flex items-center gap-1.5 text-sm">
        <MapPin aria-hidden="true" className="size-4 shrink-0" />
        {project.location}
      </p>
      <p className="flex-1 text-sm leading-relaxed text-slate-700">{project.summary}</p>
    </CoverCard>
  );
}
