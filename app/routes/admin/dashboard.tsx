import { mayOpen, worksLeads } from "~/domain/access/access-policy";
import { requestFacts } from "~/domain/readiness/readiness-facts";
import {
  ClipboardListIcon,
  Loader2Icon,
  MailIcon,
  MessageSquareTextIcon,
  PackageIcon,
  RefreshCwIcon,
  WrenchIcon,
  type LucideIcon,
} from "lucide-react";
import { useRevalidator } from "react-router";
import { CountCard } from "~/components/admin/dashboard/count-card";
import { GoLiveCard } from "~/components/admin/dashboard/go-live-card";
import { LeadFigures } from "~/components/admin/dashboard/lead-figures";
import { LeadWorkList } from "~/components/admin/dashboard/lead-work-list";
import { LeadsChart } from "~/components/admin/dashboard/leads-chart";
import { NotificationsPanel } from "~/components/admin/dashboard/notifications-panel";
import { PageHeader } from "~/components/admin/page-header";
import { Button } from "~/components/ui/button";
import type { DashboardCounts } from "~/domain/schemas/records";
import type { Route } from "./+types/dashboard";
import { requireAccess } from "./guard.server";

/** The inbox's counts, one card each, for the roles that may open the inbox. */
const INBOX_CARDS: {
  title: string;
  count: Exclude<keyof DashboardCounts, "products">;
  to: string;
  icon: LucideIcon;
  whenEmpty?: string;
}[] = [
  {
    title: "Product Inquiries",
    count: "productInquiries",
    to: "/admin/inquiries",
    icon: MessageSquareTextIcon,
  },
  {
    title: "Service Inquiries",
    count: "serviceInquiries",
    to: "/admin/service-inquiries",
    icon: WrenchIcon,
  },
  { title: "Contact Messages", count: "contacts", to: "/admin/contacts", icon: MailIcon },
  {
    title: "Quote Requests",
    count: "quoteRequests",
    to: "/admin/quote-requests",
    icon: ClipboardListIcon,
    whenEmpty: "None yet: buyers send them from item pages",
  },
];

export const meta: Route.MetaFunction = () => [{ title: "Dashboard | Admin" }];

/**
 * One query for the four counts and one for the e-mail outbox; a failure is reported in the
 * page, never replaced by invented data. Loading shows no toast: toasts answer what the user
 * did (docs/decisions/091). A sales engineer's dashboard opens on their own work.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAccess(request, context);
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
    worksLeads(admin.role)
      ? loadLeadWork(context.services, admin.role === "sales" ? admin.id : null).catch(
          (error: unknown) => {
            console.error("Lead work failed", error);
            return null;
          },
        )
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
  return { counts, notifications, leads, readiness, role: admin.role };
}

/**
 * What a sales team acts on, read from the leads list and the 90-day series; `mine` narrows
 * the follow-ups and the latest leads to one member's.
 */
async function loadLeadWork(
  services: Route.LoaderArgs["context"]["services"],
  mine: string | null,
) {
  const { leads, dashboard } = services;
  const assignee = mine ?? undefined;
  const [series, stats, due, waiting, latest] = await Promise.all([
    dashboard.series(),
    dashboard.leadStats(),
    leads.list.items({ due: "today", assignee, limit: 8 }),
    leads.list.items({ status: ["new", "read"], order: "oldest", limit: 8 }),
    leads.list.items({ assignee, limit: 8 }),
  ]);
  return { series, stats, due, waiting, latest };
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { counts, notifications, leads, readiness, role } = loaderData;
  const revalidator = useRevalidator();
  const loading = revalidator.state === "loading";
  const sales = role === "sales";

  const work = leads ? (
    <>
      <div className="grid gap-4 lg:grid-cols-3">
        <LeadWorkList
          title={sales ? "My follow-ups due today" : "Follow-ups due today"}
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
          title={sales ? "My latest leads" : "Latest leads"}
          items={leads.latest}
          empty={sales ? "No lead is assigned to you yet." : "No leads yet."}
          when={(lead) => lead.date}
          moreHref="/admin/leads"
        />
      </div>
      <LeadsChart series={leads.series} />
      <LeadFigures stats={leads.stats} />
    </>
  ) : null;

  return (
    <>
      <PageHeader
        title="Dashboard"
        description={
          sales
            ? "Your follow-ups and the leads waiting for an answer."
            : "Overview of the catalogue and the incoming messages."
        }
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
      {sales ? work : null}
      {counts ? (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5">
          {mayOpen(role, "/admin/products/new") ? (
            <CountCard
              title="Total Products"
              count={counts.products}
              to="/admin/products"
              icon={PackageIcon}
            />
          ) : null}
          {mayOpen(role, "/admin/inquiries")
            ? INBOX_CARDS.map(({ count, ...card }) => (
                <CountCard key={card.to} {...card} count={counts[count]} />
              ))
            : null}
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
      {sales ? null : work}
      <NotificationsPanel counts={notifications} />
    </>
  );
}
