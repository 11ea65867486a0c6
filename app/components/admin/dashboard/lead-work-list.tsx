import { Link } from "react-router";
import type { LeadSummary } from "~/domain/leads/lead-types";
import { DateTime } from "../date-time";
import { KindBadge } from "../leads/lead-badges";
import { leadHref } from "../leads/lead-links";

/** A short list of leads to act on: due follow-ups, unanswered leads, the latest ones. */
export function LeadWorkList({
  title,
  items,
  empty,
  when,
  moreHref,
}: {
  title: string;
  items: LeadSummary[];
  empty: string;
  /** Which instant each row shows: when it arrived or when the follow-up is due. */
  when: (lead: LeadSummary) => string;
  moreHref: string;
}) {
  return (
    <section
      className="bg-card flex min-w-0 flex-col gap-3 rounded-xl border p-4"
      aria-label={title}
    >
      <div className="flex items-baseline justify-between gap-2">
        <h2 className="text-base font-semibold">{title}</h2>
        <Link to={moreHref} className="text-brand-700 text-sm underline">
          View all<span className="sr-only"> of {title.toLowerCase()}</span>
        </Link>
      </div>
      {items.length === 0 ? (
        <p className="text-muted-foreground text-sm">{empty}</p>
      ) : (
        <ul className="flex flex-col divide-y">
          {items.map((lead) => (
            <li key={`${lead.kind}:${lead.id}`} className="flex flex-col gap-0.5 py-2 text-sm">
              <span className="flex flex-wrap items-center gap-2">
                <KindBadge kind={lead.kind} />
                <Link
                  to={leadHref(lead)}
                  className="text-brand-700 font-medium break-words underline-offset-2 hover:underline"
                >
                  {lead.name}
                </Link>
              </span>
              <span className="break-words">{lead.subject}</span>
              <span className="text-muted-foreground text-xs">
                <DateTime iso={when(lead)} />
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
