import { EditDeleteActions } from "~/components/admin/list/edit-delete-actions";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "~/components/ui/table";
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
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>Project</TableHead>
          <TableHead>Industry</TableHead>
          <TableHead>Year</TableHead>
          <TableHead>Status</TableHead>
          <TableHead className="text-right">Actions</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {projects.map((project) => {
          const nameId = `project-name-${project.id}`;
          return (
            <TableRow key={project.id}>
              <TableCell className="min-w-56">
                <Link
                  id={nameId}
                  to={`/admin/projects/${project.id}`}
                  className="text-brand-700 font-semibold hover:underline"
                >
                  {project.title}
                </Link>
                <span className="text-muted-foreground block text-xs">{`/projects/${project.slug}`}</span>
              </TableCell>
              <TableCell>{project.clientIndustry}</TableCell>
              <TableCell>{project.year}</TableCell>
              <TableCell>
                <Badge variant={project.published ? "default" : "secondary"}>
                  {project.published ? "Published" : "Hidden"}
                </Badge>
              </TableCell>
              <TableCell>
                <EditDeleteActions
                  noun="project"
                  editTo={`/admin/projects/${project.id}`}
                  describedBy={nameId}
                  onDelete={() => onDelete(project)}
                />
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
