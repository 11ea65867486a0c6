import { useState } from "react";
import { Link } from "react-router";
import { ShortDate } from "~/components/admin/short-date";
import { Button } from "~/components/ui/button";
import { REQUEST_KIND_LABELS, RESPONSE_DAYS } from "~/domain/privacy/privacy-request-kinds";
import { CloseRequestDialog } from "./close-request-dialog";

export interface RequestView {
  id: string;
  kind: keyof typeof REQUEST_KIND_LABELS;
  email: string | null;
  phone: string | null;
  note: string;
  status: "open" | "done" | "declined";
  outcome: string | null;
  receivedAt: string;
  closedAt: string | null;
}

const DAY_MS = 86_400_000;

/** "today", "1 day", "12 days": how long a request has waited (from the loader's clock). */
function age(receivedAt: string, now: number): { days: number; text: string } {
  const days = Math.max(0, Math.floor((now - Date.parse(receivedAt)) / DAY_MS));
  return { days, text: days === 0 ? "today" : `${days} day${days === 1 ? "" : "s"}` };
}

function searchFor(request: RequestView): string {
  const params = new URLSearchParams();
  if (request.email) params.set("email", request.email);
  if (request.phone) params.set("phone", request.phone);
  params.set("request", request.id);
  return `?${params}`;
}

/** Open requests, longest waiting first, with their age; a request past 30 days is marked. */
export function OpenRequests({ requests, now }: { requests: RequestView[]; now: number }) {
  const [closing, setClosing] = useState<string | null>(null);
  if (requests.length === 0)
    return <p className="text-muted-foreground text-sm">No request is waiting for an answer.</p>;
  return (
    <>
      <ul className="grid gap-3">
        {requests.map((request) => {
          const waited = age(request.receivedAt, now);
          const late = waited.days >= RESPONSE_DAYS;
          return (
            <li key={request.id} className="bg-card grid gap-3 rounded-lg border p-4">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <p className="font-medium">{REQUEST_KIND_LABELS[request.kind]}</p>
                <p className={late ? "text-destructive text-sm font-semibold" : "text-sm"}>
                  Waiting {waited.text}
                  {late ? ` (over ${RESPONSE_DAYS} days)` : ""}
                </p>
              </div>
              <p className="text-sm break-all">
                {[request.email, request.phone].filter(Boolean).join(" / ")}
              </p>
              <p className="text-muted-foreground text-xs">
                Received <ShortDate iso={request.receivedAt} />
              </p>
              {request.note ? <p className="text-sm whitespace-pre-wrap">{request.note}</p> : null}
              <div className="flex flex-wrap gap-2">
                <Button asChild size="sm">
                  <Link to={searchFor(request)}>Find their data</Link>
                </Button>
                <Button size="sm" variant="outline" onClick={() => setClosing(request.id)}>
                  Close…
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
      <CloseRequestDialog requestId={closing} onOpenChange={(open) => !open && setClosing(null)} />
    </>
  );
}

/** Answered and declined requests: the record that they were answered, and how. */
export function ClosedRequests({ requests }: { requests: RequestView[] }) {
  if (requests.length === 0)
    return <p className="text-muted-foreground text-sm">No request has been closed yet.</p>;
  return (
    <ul className="divide-y rounded-lg border">
      {requests.map((request) => (
        <li key={request.id} className="grid gap-1 p-3 text-sm sm:grid-cols-[9rem_1fr_9rem]">
          <span className="text-muted-foreground">
            <ShortDate iso={request.receivedAt} />
          </span>
          <span>
            <span className="font-medium">{REQUEST_KIND_LABELS[request.kind]}</span>
            {" · "}
            {[request.email, request.phone].filter(Boolean).join(" / ") || "—"}
            <span className="text-muted-foreground block">{request.outcome}</span>
          </span>
          <span className="text-muted-foreground sm:text-right">
            {request.status === "declined" ? "Declined" : "Done"}{" "}
            {request.closedAt ? <ShortDate iso={request.closedAt} /> : null}
          </span>
        </li>
      ))}
    </ul>
  );
}
