import { CatalogueTable } from "~/components/admin/list/catalogue-table";
import { RecordNameLink } from "~/components/admin/list/record-name-link";
import { Badge } from "~/components/ui/badge";
import type { Project } from "~/domain/projects/project-input";

/** The back office's list of case studies, in the public order. */
export function ProjectsTable({
  projects,
  onDelete,
}: {
  projects: Project[];
  onDelete: (project: Project) => void;
}) {
  return (
    <CatalogueTable
      noun="project"
      rows={projects}
      editTo={(project) => `/admin/projects/${project.id}`}
      onDelete={onDelete}
      columns={[
        {
          header: "Project",
          className: "min-w-56",
          cell: (project) => (
            <>
              <RecordNameLink
                noun="project"
                recordId={project.id}
                to={`/admin/projects/${project.id}`}
              >
                {project.title}
              </RecordNameLink>
              <span className="text-muted-foreground block text-xs">{`/projects/${project.slug}`}</span>
            </>
          ),
        },
        { header: "Industry", cell: (project) => project.clientIndustry },
        { header: "Year", cell: (project) => project.year },
        {
          header: "Status",
          cell: (project) => (
            <Badge variant={project.published ? "default" : "secondary"}>
              {project.published ? "Published" : "Hidden"}
            </Badge>
          ),
        },
      ]}
    />
  );
}
