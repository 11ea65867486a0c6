import { projectsPage } from "~/content/projects-page";
import type { Project } from "~/domain/projects/project-input";
import { LinkButton } from "./link-button";
import { ProjectGrid } from "./project-grid";
import { Section } from "./section";

/** Home: the three first published projects and a link to all of them. */
export function RecentProjects({ projects }: { projects: Project[] }) {
  if (projects.length === 0) return null;
  return (
    <Section
      id="recent-projects"
      tone="muted"
      heading={projectsPage.recent.heading}
      intro={projectsPage.recent.intro}
    >
      <ProjectGrid projects={projects} />
      <div className="mt-10 text-center">
        <LinkButton variant="outline" size="lg" to="/projects">
          {projectsPage.recent.cta}
        </LinkButton>
      </div>
    </Section>
  );
}
