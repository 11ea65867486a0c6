import type { Project } from "~/domain/projects/project-input";
import { ProjectCard } from "./project-card";

/** Cards of case studies, three across on wide screens. */
export function ProjectGrid({ projects, eager = 0 }: { projects: Project[]; eager?: number }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {projects.map((project, index) => (
        <li key={project.id}>
          <ProjectCard project={project} eager={index < eager} />
        </li>
      ))}
    </ul>
  );
}
