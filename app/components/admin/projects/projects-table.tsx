import { editDeleteColumn } from "~/components/admin/list/edit-delete-actions";
import { RecordNameLink } from "~/components/admin/list/record-name-link";
import { Badge } from "~/components/ui/badge";
import { DataTable } from "~/components/ui/data-table";
import type { Project } from "~/domain/projects/project-input";

const nameId = (project: Project) => `project-name-${project.id}`;

/** The back office's list of case studies, in the public order. */
export function ProjectsTable({
  projects,
  onDelete,
}: {
  projects: Project[];
  onDelete: (project: Project) => void;
}) {
  return (
    <DataTable
      rows={projects}
      rowKey={(project) => project.id}
      columns={[
        {
          header: "Project",
          className: "min-w-56",
          cell: (project) => (
            <>
              <RecordNameLink id={nameId(project)} to={`/admin/projects/${project.id}`}>
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
      actions={editDeleteColumn({
        noun: "project",
        editTo: (project) => `/admin/projects/${project.id}`,
        nameId,
        onDelete,
      })}
    />
  );
}
