import { AdminErrorBoundary } from "~/components/admin/not-allowed";
import { PageHeader } from "~/components/admin/page-header";
import { ProjectForm } from "~/components/admin/projects/project-form";
import { emptyProjectForm } from "~/domain/projects/project-form";
import type { Route } from "./+types/projects.new";
import { accessOnlyLoader } from "./guard.server";

export const meta: Route.MetaFunction = () => [{ title: "Add Project | Admin" }];

export const loader = accessOnlyLoader;

export default function NewProjectPage() {
  return (
    <>
      <PageHeader title="Add Project" description="A case study for the public site." />
      <ProjectForm initial={emptyProjectForm()} />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorBoundary error={error} />;
}
