import { requestFacts } from "~/domain/readiness/readiness-facts";
import { ACCESS, allows } from "~/domain/team/roles";
import {
  Loader2Icon,
  MailIcon,
  MessageSquareTextIcon,
  PackageIcon,
  RefreshCwIcon,
  WrenchIcon,
} from "lucide-react";
import { useEffect } from "react";
import { useRevalidator } from "react-router";
import { toast } from "sonner";
import { CountCard } from "~/components/admin/dashboard/count-card";
import { GoLiveCard } from "~/components/admin/dashboard/go-live-card";
import { LeadFigures } from "~/components/admin/dashboard/lead-figures";
import { LeadWorkList } from "~/components/admin/dashboard/lead-work-list";
import { LeadsChart } from "~/components/admin/dashboard/leads-chart";
import { NotificationsPanel } from "~/components/admin/dashboard/notifications-panel";
import { PageHeader } from "~/components/admin/page-header";
import { Button } from "~/components/ui/button";
import type { Route } from "./+types/dashboard";
import { requireAdmin } from "./guard.server";

export const meta: Route.MetaFunction = () => [{ title: "Dashboard | Admin" }];

/**
 * One query for the four counts and one for the e-mail outbox; a
 * failure is reported, never replaced by invented data.
 * The outbox failing leaves the four counts, and their toast, as they are.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdmin(request, context, ACCESS.anyone);
  const { dashboard } = context.services;
  const [counts, notifications, leads] = await Promise.all([
    dashboard.counts().catch((error: unknown) => {
      console.error("Dashboard counts failed", error);
      return null;
    }),
    dashboard.notificationCounts().catch((error: unknown) => {
      console.error("Notification counts failed", error);
      return null;
    }),
    allows(ACCESS.leads, admin.role)
      ? loadLeadWork(context.services).catch((error: unknown) => {
          console.error("Lead work failed", error);
          return null;
        })
      : null,
  ]);
  // Owner only, and not awaited: the card streams in once the SMTP server has answered.
  const readiness =
    admin.role === "owner"
      ? context.services.readiness
          .findings(requestFacts(request.headers))
          .catch((error: unknown) => {
            console.error("Go-live checks failed", error);
            return null;
          })
      : null;
  return { counts, notifications, leads, readiness, loadedAt: Date.now() };
}

/** What a sales team acts on, read from the leads list and the 90-day series. */
async function loadLeadWork(services: Route.LoaderArgs["context"]["services"]) {
  const { leads, dashboard } = services;
  const [series, stats, due, waiting, latest] = await Promise.all([
    dashboard.series(),
    dashboard.leadStats(),
    leads.list.items({ due: "today", limit: 8 }),
    leads.list.items({ status: ["new", "read"], order: "oldest", limit: 8 }),
    leads.list.items({ limit: 8 }),
  ]);
  return { series, stats, due, waiting, latest };
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { counts, notifications, leads, readiness, loadedAt } = loaderData;
  const revalidator = useRevalidator();
  const loading = revalidator.state === "loading";

  // One toast per load of the data.
  useEffect(() => {
    if (counts) toast.success("Dashboard Loaded", { description: "Data loaded successfully." });
    else toast.error("Error Loading Data", { description: "Failed to load data from server." });
  }, [counts, loadedAt]);

  return (
    <>
      <PageHeader
        title="Dashboard"
        description="Overview of the catalogue and the incoming messages."
      >
        <Button variant="outline" onClick={() => revalidator.revalidate()} disabled={loading}>
          <RefreshCwIcon aria-hidden="true" />
          Refresh
        </Button>
      </PageHeader>
      {loading ? (
        <p role="status" className="text-muted-foreground flex items-center gap-2 text-sm">
          <Loader2Icon className="size-4 animate-spin" aria-hidden="true" />
          Loading dashboard data...
        </p>
      ) : null}
      {counts ? (
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
          <CountCard
            title="Total Products"
            count={counts.products}
            to="/admin/products"
            icon={PackageIcon}
          />
          <CountCard
            title="Product Inquiries"
            count={counts.productInquiries}
            to="/admin/inquiries"
            icon={MessageSquareTextIcon}
          />
          <CountCard
            title="Service Inquiries"
            count={counts.serviceInquiries}
            to="/admin/service-inquiries"
            icon={WrenchIcon}
          />
          <CountCard
            title="Contact Messages"
            count={counts.contacts}
            to="/admin/contacts"
            icon={MailIcon}
          />
        </div>
      ) : (
        <div role="alert" className="border-destructive/40 rounded-xl border bg-red-50 p-6">
          <p className="text-destructive font-semibold">Error Loading Data</p>
          <p className="mt-1 text-sm">Failed to load data from server.</p>
          <Button className="mt-4" variant="outline" onClick={() => revalidator.revalidate()}>
            Try Again
          </Button>
        </div>
      )}
      {readiness ? <GoLiveCard findings={readiness} /> : null}
      {leads ? (
        <>
          <LeadsChart series={leads.series} />
          <div className="grid gap-4 lg:grid-cols-3">
            <LeadWorkList
              title="Follow-ups due today"
              items={leads.due}
              empty="Nothing due today."
              when={(lead) => lead.followUpAt ?? lead.date}
              moreHref="/admin/leads?due=today"
            />
            <LeadWorkList
              title="Waiting for a first reply"
              items={leads.waiting}
              empty="Every lead has had a reply."
              when={(lead) => lead.date}
              moreHref="/admin/leads?status=new"
            />
            <LeadWorkList
              title="Latest leads"
              items={leads.latest}
              empty="No leads yet."
              when={(lead) => lead.date}
              moreHref="/admin/leads"
            />
          </div>
          <LeadFigures stats={leads.stats} />
        </>
      ) : null}
      <NotificationsPanel counts={notifications} />
    </>
  );
}
