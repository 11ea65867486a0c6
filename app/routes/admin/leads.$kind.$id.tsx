import { ArrowLeftIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useRevalidator } from "react-router";
import { toast } from "~/components/ui/deferred-toaster";
import { DateTime } from "~/components/admin/date-time";
import { StatusBadge } from "~/components/admin/inbox/status-badge";
import { leadActions } from "~/components/admin/leads/lead-actions";
import { KindBadge, StageBadge } from "~/components/admin/leads/lead-badges";
import { LeadFields, leadSubject, templateValues } from "~/components/admin/leads/lead-fields";
import { leadHref } from "~/components/admin/leads/lead-links";
import { LeadNotes } from "~/components/admin/leads/lead-notes";
import { LeadPlanning } from "~/components/admin/leads/lead-planning";
import { LeadTimeline } from "~/components/admin/leads/lead-timeline";
import { QuickActions } from "~/components/admin/leads/quick-actions";
import { ReplyComposer } from "~/components/admin/leads/reply-composer";
import { StagePipeline } from "~/components/admin/leads/stage-pipeline";
import { AdminErrorBoundary } from "~/components/admin/not-allowed";
import { company } from "~/content/company";
import { isEnquiryKind } from "~/domain/enquiries/enquiry-kinds";
import type { Route } from "./+types/leads.$kind.$id";
import { actorFrom, requireAccess } from "./guard.server";
import { leadMembers } from "./lead-members.server";

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `${data?.lead.name ?? "Lead"} | Leads | Admin` },
];

/**
 * The lead page. Opening a new lead marks it read, as the inbox viewer does,
 * and the opening goes into the timeline with the member's name.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const admin = await requireAccess(request, context);
  const { leads } = context.services;
  const kind = params.kind;
  if (!isEnquiryKind(kind)) throw new Response("Lead not found", { status: 404 });
  const actor = actorFrom(admin, context);
  let lead = await leads.open(kind, params.id, actor);
  if (!lead) throw new Response("Lead not found", { status: 404 });
  if (lead.status === "new") {
    await context.services.inbox(kind).setStatus(lead.id, "read", actor);
    lead = (await leads.detail(kind, params.id)) ?? lead;
  }
  const [members, templates] = await Promise.all([
    leadMembers(context),
    context.services.replyTemplates.list(),
  ]);
  return { lead, members, templates, viewerName: admin.name || admin.email };
}

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section
      className="bg-card flex min-w-0 flex-col gap-3 rounded-xl border p-4"
      aria-label={title}
    >
      <h2 className="text-base font-semibold">{title}</h2>
      {children}
    </section>
  );
}

export default function LeadPage({ loaderData }: Route.ComponentProps) {
  const { lead, members, templates, viewerName } = loaderData;
  const revalidator = useRevalidator();
  const ref = { kind: lead.kind, id: lead.id };
  const memberName = (id: string | null) =>
    id ? (members.find((m) => m.id === id)?.name ?? "Former member") : "Unassigned";
  const after = async (ok: boolean, message?: string) => {
    if (ok) {
      if (message) toast.success(message);
      await revalidator.revalidate();
    }
    return ok;
  };
  const subject = leadSubject(lead);
  return (
    <div className="flex flex-col gap-4">
      <Link
        to="/admin/leads"
        className="text-muted-foreground inline-flex items-center gap-1 text-sm hover:underline"
      >
        <ArrowLeftIcon className="size-4" aria-hidden="true" />
        All leads
      </Link>
      <header className="flex flex-col gap-2">
        {/* One status line: the stage. Read and replied are events of the timeline; only
            spam, which hides the lead from the lists, is said here too. */}
        <div className="flex flex-wrap items-center gap-1.5">
          <KindBadge kind={lead.kind} />
          <StageBadge stage={lead.stage} />
          {lead.status === "spam" ? <StatusBadge status={lead.status} /> : null}
        </div>
        <h1 className="text-2xl font-bold tracking-tight break-words">{lead.name}</h1>
        <p className="text-muted-foreground text-sm break-words">
          {subject} · <DateTime iso={lead.date} />
        </p>
        <QuickActions
          name={lead.name}
          phone={lead.phone}
          email={lead.email}
          subject={subject}
          company={company.name}
        />
      </header>
      {/* On a phone the order is the work's: stage and follow-up, the message, notes, the
          reply, then the history. From 1024 px the history and planning share a column. */}
      <div className="grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:grid-rows-[auto_1fr]">
        <div className="flex min-w-0 flex-col gap-4 lg:col-start-2 lg:row-start-1">
          <Panel title="Stage">
            <StagePipeline
              stage={lead.stage}
              lostReason={lead.lostReason}
              onChange={async (stage, lostReason) =>
                after(
                  await leadActions.update(
                    ref,
                    lostReason === undefined ? { stage } : { stage, lostReason },
                  ),
                  "Stage updated",
                )
              }
            />
          </Panel>
          <Panel title="Assignment and follow-up">
            <LeadPlanning
              assigneeId={lead.assigneeId}
              followUpAt={lead.followUpAt}
              members={members}
              onAssign={async (assigneeId) =>
                after(await leadActions.update(ref, { assigneeId }), "Assignee saved")
              }
              onFollowUp={async (followUpAt) =>
                after(await leadActions.update(ref, { followUpAt }), "Follow-up saved")
              }
            />
          </Panel>
        </div>
        <div className="flex min-w-0 flex-col gap-4 lg:col-start-1 lg:row-span-2 lg:row-start-1">
          <Panel title="Inquiry">
            <LeadFields lead={lead} />
          </Panel>
          <Panel title="Notes">
            <LeadNotes
              notes={lead.notes}
              onAdd={async (text) => after(await leadActions.addNote(ref, text), "Note added")}
            />
          </Panel>
          <Panel title="Reply">
            <ReplyComposer
              email={lead.email}
              defaultSubject={`Re: ${subject}`}
              templates={templates}
              values={templateValues(lead, company.name, viewerName)}
              onSend={async (s, body) =>
                after(await leadActions.reply(ref, s, body), "Reply queued for sending")
              }
            />
          </Panel>
        </div>
        <div className="flex min-w-0 flex-col gap-4 lg:col-start-2 lg:row-start-2">
          <Panel title="Timeline">
            <LeadTimeline entries={lead.timeline} memberName={memberName} />
          </Panel>
          <Panel
            title={`${lead.earlier.length} earlier ${lead.earlier.length === 1 ? "inquiry" : "inquiries"}`}
          >
            {lead.earlier.length === 0 ? (
              <p className="text-muted-foreground text-sm">
                None from this e-mail address or phone.
              </p>
            ) : (
              <ul className="flex flex-col gap-2 text-sm">
                {lead.earlier.map((earlier) => (
                  <li key={`${earlier.kind}:${earlier.id}`}>
                    <Link to={leadHref(earlier)} className="text-brand-700 underline">
                      {earlier.subject}
                    </Link>
                    <span className="text-muted-foreground block text-xs">
                      <DateTime iso={earlier.date} />
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </Panel>
        </div>
      </div>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorBoundary error={error} />;
}
