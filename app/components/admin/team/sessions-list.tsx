import { MonitorSmartphoneIcon } from "lucide-react";
import { DateTime } from "~/components/admin/date-time";
import { IntentButtonForm } from "../csrf-form";
import { SettingsPanel } from "./settings-panel";
import type { ActiveSession } from "~/domain/team/sessions.server";

/** A session as the page gets it: which member it belongs to is shown by email. */
type SessionItem = Omit<ActiveSession, "adminId">;

/** Signed-in devices as cards (readable at 375 px), each with its own 'Sign out' form. */
export function SessionsList({
  title,
  sessions,
  csrfToken,
  showMember = false,
}: {
  title: string;
  sessions: SessionItem[];
  csrfToken: string;
  showMember?: boolean;
}) {
  const headingId = `${title.toLowerCase().replace(/\W+/g, "-")}-heading`;
  return (
    <SettingsPanel headingId={headingId} heading={title} width="2xl">
      {sessions.length === 0 ? (
        <p className="text-muted-foreground text-sm">No other active sessions.</p>
      ) : (
        <ul className="grid gap-2">
          {sessions.map((s) => (
            <li
              key={s.id}
              className="flex flex-wrap items-center justify-between gap-3 rounded-lg border p-3"
            >
              <div className="flex min-w-0 items-start gap-3">
                <MonitorSmartphoneIcon
                  className="text-muted-foreground mt-0.5 size-5 shrink-0"
                  aria-hidden="true"
                />
                <div className="min-w-0 text-sm">
                  <p className="font-medium">
                    {s.device}
                    {s.current ? (
                      <span className="ml-2 rounded-full bg-emerald-100 px-2 text-xs text-emerald-900">
                        This device
                      </span>
                    ) : null}
                  </p>
                  {showMember ? <p className="break-all">{s.email}</p> : null}
                  <p className="text-muted-foreground">
                    {s.address || "Unknown address"} · last active <DateTime iso={s.lastSeenAt} />
                  </p>
                </div>
              </div>
              <IntentButtonForm
                csrfToken={csrfToken}
                fields={{ sessionId: s.id }}
                intent="session-end"
                label={`Sign out ${s.device}${showMember ? ` of ${s.email}` : ""}`}
              >
                Sign out
              </IntentButtonForm>
            </li>
          ))}
        </ul>
      )}
    </SettingsPanel>
  );
}
