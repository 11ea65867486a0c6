import { InboxIcon } from "lucide-react";
import { useRevalidator } from "react-router";
import { EmptyState } from "~/components/admin/empty-state";
import { BulkActions } from "~/components/admin/leads/bulk-actions";
import { LeadCards } from "~/components/admin/leads/lead-cards";
import { LeadFilters } from "~/components/admin/leads/lead-filters";
import { parseLeadParams } from "./lead-params.server";
import { LeadsTable } from "~/components/admin/leads/leads-table";
import { useSelection } from "~/components/admin/leads/use-selection";
import { Pager } from "~/components/admin/list/pager";
import { AdminErrorBoundary } from "~/components/admin/not-allowed";
import { LeadViews } from "~/components/admin/leads/lead-views";
import { PageHeader } from "~/components/admin/page-header";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { mayOpen } from "~/domain/access/access-policy";
import type { Route } from "./+types/leads";
import { requireAccess } from "./guard.server";
import { leadMembers } from "./lead-members.server";

export const meta: Route.MetaFunction = () => [{ title: "Leads | Admin" }];

/** One inbox of every product inquiry, service inquiry and contact message. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAccess(request, context);
  const { query, page, limit, offset } = parseLeadParams(new URL(request.url));
  const [result, members] = await Promise.all([
    context.services.leads.page({ ...query, limit, offset }, admin.id),
    leadMembers(context),
  ]);
  return {
    ...result,
    query,
    page,
    limit,
    offset,
    members,
    templates: mayOpen(admin.role, "/admin/leads/templates"),
  };
}

export default function LeadsPage({ loaderData }: Route.ComponentProps) {
  const { items, total, query, page, limit, offset, members, templates } = loaderData;
  const selection = useSelection();
  const revalidator = useRevalidator();
  const memberName = (id: string | null) =>
    id ? (members.find((m) => m.id === id)?.name ?? "Former member") : "Unassigned";
  const filtered = Object.values(query).some(Boolean);
  return (
    <>
      <PageHeader title="Leads" description="Every enquiry of every kind, newest first.">
        {templates ? (
          <Link to="/admin/leads/templates" className={buttonVariants({ variant: "outline" })}>
            Reply templates
          </Link>
        ) : null}
      </PageHeader>
      <LeadViews />
      <LeadFilters query={query} members={members} />
      <BulkActions
        selected={selection.pick(items)}
        members={members}
        memberName={memberName}
        onDone={async () => {
          selection.clear();
          await revalidator.revalidate();
        }}
      />
      {total === 0 ? (
        <EmptyState icon={InboxIcon}>
          <p className="text-foreground text-base font-medium">No leads found</p>
          {filtered ? <p className="mt-1">Try another search term or filter.</p> : null}
        </EmptyState>
      ) : (
        <div className="md:bg-card flex flex-col gap-4 md:rounded-xl md:border md:p-4">
          <div className="hidden md:block">
            <LeadsTable items={items} selection={selection} memberName={memberName} />
          </div>
          <div className="md:hidden">
            <LeadCards items={items} selection={selection} memberName={memberName} />
          </div>
          <Pager total={total} offset={offset} limit={limit} page={page} />
        </div>
      )}
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorBoundary error={error} />;
}
