import { useState } from "react";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { DateTime } from "../date-time";
import type { MemberOption } from "./lead-filters";
import { MemberOptions } from "./member-options";

/** A value for <input type="datetime-local"> in the viewer's zone. */
function toLocalInput(iso: string | null): string {
  if (!iso) return "";
  const date = new Date(iso);
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

/** Who handles the lead and when to call back. */
export function LeadPlanning({
  assigneeId,
  followUpAt,
  members,
  onAssign,
  onFollowUp,
}: {
  assigneeId: string | null;
  followUpAt: string | null;
  members: MemberOption[];
  onAssign: (id: string | null) => Promise<boolean>;
  onFollowUp: (iso: string | null) => Promise<boolean>;
}) {
  const [when, setWhen] = useState(toLocalInput(followUpAt));
  return (
    <div className="flex flex-col gap-4">
      <label className="flex flex-col gap-1 text-sm font-medium">
        Assignee
        <select
          key={assigneeId ?? "none"}
          defaultValue={assigneeId ?? ""}
          onChange={(event) => void onAssign(event.target.value || null)}
          className="border-input bg-background h-10 rounded-md border px-2 text-sm"
        >
          <option value="">Unassigned</option>
          <MemberOptions members={members} />
        </select>
      </label>
      <form
        className="flex flex-col gap-1"
        onSubmit={(event) => {
          event.preventDefault();
          if (when) void onFollowUp(new Date(when).toISOString());
        }}
      >
        <label htmlFor="follow-up" className="text-sm font-medium">
          Follow-up
        </label>
        {followUpAt ? (
          <p className="text-muted-foreground text-xs">
            Now: <DateTime iso={followUpAt} />
          </p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <Input
            id="follow-up"
            type="datetime-local"
            value={when}
            onChange={(event) => setWhen(event.target.value)}
            className="w-auto! flex-1"
          />
          <Button type="submit" variant="outline" disabled={!when}>
            Set follow-up
          </Button>
          {followUpAt ? (
            <Button
              type="button"
              variant="ghost"
              onClick={async () => {
                if (await onFollowUp(null)) setWhen("");
              }}
            >
              Clear
            </Button>
          ) : null}
        </div>
      </form>
    </div>
  );
}
