import { AlarmClockIcon } from "lucide-react";
import { useHydrated } from "~/hooks/use-hydrated";
import { cn } from "~/utils/cn";
import { DateTime } from "../date-time";

/** A lead's follow-up in a list row; red once it is due, so nobody forgets a callback. */
export function FollowUpNote({ iso }: { iso: string | null }) {
  const hydrated = useHydrated();
  if (!iso) return null;
  const due = hydrated && Date.parse(iso) <= Date.now();
  return (
    <span
      className={cn("mt-1 flex items-start gap-1 text-xs", due && "text-destructive font-medium")}
    >
      <AlarmClockIcon className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
      <span>
        {due ? "Follow-up due: " : "Follow-up: "}
        <DateTime iso={iso} relative={false} />
      </span>
    </span>
  );
}
