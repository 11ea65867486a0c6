import {
  CircleAlertIcon,
  CircleCheckIcon,
  CircleXIcon,
  Loader2Icon,
  RocketIcon,
  type LucideIcon,
} from "lucide-react";
import { Suspense } from "react";
import { Await } from "react-router";
import type { Finding } from "~/domain/readiness/readiness-facts";
import { cn } from "~/utils/cn";

const HEADING_ID = "go-live-heading";

const LOOKS: Record<Finding["level"], { icon: LucideIcon; className: string; label: string }> = {
  error: { icon: CircleXIcon, className: "text-destructive", label: "Error" },
  warning: { icon: CircleAlertIcon, className: "text-amber-600", label: "Warning" },
  ok: { icon: CircleCheckIcon, className: "text-emerald-700", label: "OK" },
};

/**
 * The owner's go-live checklist (docs/decisions/089): the findings of `npm run doctor`, as the
 * running server sees them. The SMTP server can take seconds to answer, so the card streams in
 * after the rest of the dashboard.
 */
export function GoLiveCard({ findings }: { findings: Promise<Finding[] | null> }) {
  return (
    <section aria-labelledby={HEADING_ID} className="bg-card rounded-xl border p-5 shadow-sm">
      <h2 id={HEADING_ID} className="flex items-center gap-2 text-base font-semibold">
        <RocketIcon className="text-brand-700 size-5" aria-hidden="true" />
        Go-live checklist
      </h2>
      <Suspense
        fallback={
          <p role="status" className="text-muted-foreground mt-2 flex items-center gap-2 text-sm">
            <Loader2Icon className="size-4 animate-spin" aria-hidden="true" />
            Checking the server's settings...
          </p>
        }
      >
        <Await resolve={findings}>{(resolved) => <Findings findings={resolved} />}</Await>
      </Suspense>
    </section>
  );
}

function Findings({ findings }: { findings: Finding[] | null }) {
  if (!findings)
    return <p className="text-muted-foreground mt-2 text-sm">The checks could not be run.</p>;
  const open = findings.filter((f) => f.level !== "ok");
  const fine = findings.filter((f) => f.level === "ok");
  const errors = open.filter((f) => f.level === "error").length;
  return (
    <>
      <p className="text-muted-foreground mt-1 text-sm">
        {errors > 0
          ? `${errors} to fix before going live, ${open.length - errors} worth a look. The same list: npm run doctor on the server.`
          : open.length > 0
            ? `Ready to go live; ${open.length} worth a look.`
            : "Ready to go live: every check passes."}
      </p>
      {open.length > 0 ? (
        <ul className="mt-4 grid gap-3">
          {open.map((finding) => (
            <FindingItem key={finding.id} finding={finding} />
          ))}
        </ul>
      ) : null}
      {fine.length > 0 ? (
        <details className="mt-4 text-sm">
          <summary className="text-brand-700 cursor-pointer font-medium">
            {fine.length} {fine.length === 1 ? "check passes" : "checks pass"}
          </summary>
          <ul className="mt-3 grid gap-2">
            {fine.map((finding) => (
              <FindingItem key={finding.id} finding={finding} />
            ))}
          </ul>
        </details>
      ) : null}
    </>
  );
}

function FindingItem({ finding }: { finding: Finding }) {
  const look = LOOKS[finding.level];
  return (
    <li className="flex gap-2.5 text-sm">
      <look.icon className={cn("mt-0.5 size-4 shrink-0", look.className)} aria-hidden="true" />
      <div className="min-w-0 [overflow-wrap:anywhere]">
        <p>
          <span className="sr-only">{look.label}: </span>
          {finding.summary}
        </p>
        {finding.fix && finding.level !== "ok" ? (
          <p className="text-muted-foreground mt-0.5">{finding.fix}</p>
        ) : null}
      </div>
    </li>
  );
}
