import type { TimelineEntry } from "~/domain/leads/lead-timeline-types";
import { DateTime } from "../date-time";
import { describeEntry } from "./timeline-text";

/** Everything that happened to the lead, newest first. */
export function LeadTimeline({
  entries,
  memberName,
}: {
  entries: TimelineEntry[];
  memberName: (id: string | null) => string;
}) {
  return (
    <ol className="border-muted flex flex-col gap-3 border-l-2 pl-4" aria-label="Timeline">
      {[...entries].reverse().map((entry) => (
        <li key={entry.id} className="text-sm">
          <p className="break-words">{describeEntry(entry, memberName)}</p>
          <p className="text-muted-foreground text-xs">
            <DateTime iso={entry.at} />
          </p>
        </li>
      ))}
    </ol>
  );
}
