import { AdminErrorBoundary } from "~/components/admin/not-allowed";
import { PageHeader } from "~/components/admin/page-header";
import { TemplateEditor } from "~/components/admin/leads/template-editor";
import type { Route } from "./+types/leads.templates";
import { requireAccess } from "./guard.server";

export const meta: Route.MetaFunction = () => [{ title: "Reply templates | Admin" }];

/** The owner's reply templates; sales use them on the lead page. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAccess(request, context);
  return { templates: await context.services.replyTemplates.list() };
}

export default function ReplyTemplatesPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader
        title="Reply templates"
        description="The texts offered when replying to a lead from its page."
      />
      <TemplateEditor initial={loaderData.templates} />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorBoundary error={error} />;
}
