import { FolderKanbanIcon, PlusIcon } from "lucide-react";
import { EmptyState } from "~/components/admin/empty-state";
import { parseListParams, redirectPastLastPage } from "~/components/admin/list/list-params";
import { CatalogueListResults } from "~/components/admin/list/catalogue-list-results";
import { ListToolbar } from "~/components/admin/list/list-toolbar";
import { AdminErrorBoundary } from "~/components/admin/not-allowed";
import { HeaderLink } from "~/components/admin/header-link";
import { PageHeader } from "~/components/admin/page-header";
import { ProjectsTable } from "~/components/admin/projects/projects-table";
import { deleteProject } from "~/components/admin/projects/delete-project";
import type { Project } from "~/domain/projects/project-input";
import type { Route } from "./+types/projects";
import { requireAccess } from "./guard.server";

export const meta: Route.MetaFunction = () => [{ title: "Projects | Admin" }];

/** Every case study, published or hidden, in the public order. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAccess(request, context);
  const url = new URL(request.url);
  const { q, page, limit, offset } = parseListParams(url);
  const result = await context.services.projects.list({ q, limit, offset });
  redirectPastLastPage(url, page, result);
  return { projects: result.items, total: result.total, q, page, limit, offset };
}

export default function ProjectsAdminPage({ loaderData }: Route.ComponentProps) {
  const { projects, q } = loaderData;
  return (
    <>
      <PageHeader
        title="Projects"
        description="Case studies shown at /projects and on the home page."
      >
        <HeaderLink to="/admin/projects/new" icon={PlusIcon}>
          Add Project
        </HeaderLink>
      </PageHeader>
      <ListToolbar q={q} placeholder="Search projects..." searchLabel="Search projects" />
      <CatalogueListResults
        list={loaderData}
        noun="projects"
        empty={
          <EmptyState icon={FolderKanbanIcon} title="No projects yet">
            Add a case study: what you did for a client, where, and what it changed.
          </EmptyState>
        }
        table={(onDelete) => <ProjectsTable projects={projects} onDelete={onDelete} />}
        confirmTitle="Delete this project?"
        confirmDescription={(project) =>
          `“${project?.title ?? ""}” will be removed from the site. This cannot be undone.`
        }
        remove={(project: Project) => deleteProject(project.id)}
      />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorBoundary error={error} />;
}
