import { ExternalLinkIcon } from "lucide-react";
import { AdminErrorBoundary } from "~/components/admin/not-allowed";
import { PageHeader } from "~/components/admin/page-header";
import { ProjectForm } from "~/components/admin/projects/project-form";
import { Button } from "~/components/ui/button";
import { toProjectForm } from "~/domain/projects/project-form";
import type { Route } from "./+types/projects.$projectId";
import { requireRecord } from "./guard.server";

export const meta: Route.MetaFunction = ({ data: loaded }) => [
  { title: `Edit ${loaded?.project.title ?? "Project"} | Admin` },
];

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const find = () => context.services.projects.get(params.projectId);
  return { project: await requireRecord(request, context, find, "No such project") };
}

/** Edit one case study; the public page opens beside it when published. */
export default function EditProjectPage({ loaderData }: Route.ComponentProps) {
  const { project } = loaderData;
  return (
    <>
      <PageHeader title="Edit Project" description={project.title}>
        {project.published ? (
          <Button asChild variant="outline">
            <a href={`/projects/${project.slug}`} target="_blank" rel="noopener">
              <ExternalLinkIcon aria-hidden="true" />
              View on site<span className="sr-only"> (opens in a new tab)</span>
            </a>
          </Button>
        ) : null}
      </PageHeader>
      <ProjectForm
        key={`${project.id}:${project.updatedAt}`}
        initial={toProjectForm(project)}
        projectId={project.id}
      />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorBoundary error={error} />;
}
