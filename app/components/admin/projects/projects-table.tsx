import { PencilIcon, Trash2Icon } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
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
                <span className="flex justify-end gap-1">
                  <Button asChild variant="ghost" size="icon" className="size-9">
                    <Link
                      to={`/admin/projects/${project.id}`}
                      aria-label="Edit project"
                      aria-describedby={nameId}
                    >
                      <PencilIcon aria-hidden="true" />
                    </Link>
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    className="text-destructive hover:text-destructive size-9"
                    aria-label="Delete project"
                    aria-describedby={nameId}
                    onClick={() => onDelete(project)}
                  >
                    <Trash2Icon aria-hidden="true" />
                  </Button>
                </span>
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
