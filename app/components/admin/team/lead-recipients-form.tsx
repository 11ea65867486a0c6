import { CsrfForm } from "../csrf-form";
import { SettingsPanel } from "./settings-panel";
import { Button } from "~/components/ui/button";
import { mayBeTold } from "~/domain/team/lead-recipients";
import { ROLE_LABELS } from "~/domain/team/roles";
import type { TeamMember } from "~/domain/team/users.server";

/**
 * The owner ticks who is e-mailed each new lead (docs/decisions/089). One form with a box per
 * member, so it works without scripts; members who cannot open leads are listed, not tickable.
 */
export function LeadRecipientsForm(props: {
  members: TeamMember[];
  /** NOTIFY_EMAIL: when set, it receives every notification instead. */
  override: string | null;
  csrfToken: string;
  busy: boolean;
}) {
  const nobody = !props.members.some((m) => m.notifyNewLeads);
  return (
    <SettingsPanel headingId="lead-recipients-heading" heading="New-lead e-mails" tight>
      <p className="text-muted-foreground mb-3 text-sm">
        Who is e-mailed each enquiry as it arrives, with a link to the lead.
      </p>
      {props.override ? (
        <p role="note" className="mb-3 rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          The server's NOTIFY_EMAIL setting sends every notification to{" "}
          <strong>{props.override}</strong> instead of the members ticked here.
        </p>
      ) : nobody ? (
        <p role="note" className="mb-3 rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          Nobody is ticked: new leads are only seen in the back office.
        </p>
      ) : null}
      <CsrfForm
        csrfToken={props.csrfToken}
        fields={{ intent: "lead-recipients" }}
        className="grid gap-3"
      >
        <fieldset className="grid gap-3">
          <legend className="sr-only">Members e-mailed new leads</legend>
          {props.members.map((member) => {
            const allowed = mayBeTold(member.role) && !member.disabled;
            return (
              <label key={member.id} className="flex items-start gap-3 text-sm">
                <input
                  type="checkbox"
                  name="notify"
                  value={member.id}
                  defaultChecked={member.notifyNewLeads}
                  disabled={!allowed}
                  className="accent-brand-700 mt-0.5 size-4 shrink-0"
                />
                <span className="min-w-0">
                  <span className="block font-medium break-all">{member.name || member.email}</span>
                  <span className="text-muted-foreground block break-all">
                    {[
                      member.name ? member.email : "",
                      ROLE_LABELS[member.role],
                      member.disabled ? "disabled" : allowed ? "" : "cannot open leads",
                    ]
                      .filter(Boolean)
                      .join(" · ")}
                  </span>
                </span>
              </label>
            );
          })}
        </fieldset>
        <div>
          <Button type="submit" variant="outline" disabled={props.busy}>
            Save who is e-mailed
          </Button>
        </div>
      </CsrfForm>
    </SettingsPanel>
  );
}
