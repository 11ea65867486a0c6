import { data, useNavigation } from "react-router";
import { CsrfForm } from "~/components/admin/csrf-form";
import { PageHeader } from "~/components/admin/page-header";
import { InvitationsTable } from "~/components/admin/team/invitations-table";
import { LeadRecipientsForm } from "~/components/admin/team/lead-recipients-form";
import { MembersTable } from "~/components/admin/team/members-table";
import { SettingsPanel } from "~/components/admin/team/settings-panel";
import { AdminErrorBoundary } from "~/components/admin/not-allowed";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { SelectField } from "~/components/ui/select-field";
import { invitationInput, userPatchInput } from "~/domain/schemas/team";
import { CANNOT_BE_TOLD } from "~/domain/team/lead-recipients";
import { RoleOptions } from "~/components/admin/team/role-options";
import type { Route } from "./+types/team";
import { actorFrom, requireAccess } from "./guard.server";

const OWNER_FIRST =
  "Turn on your own two-factor sign-in (My account) before requiring it of everyone.";

export const meta: Route.MetaFunction = () => [{ title: "Team | Admin" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const me = await requireAccess(request, context);
  const [members, invitations] = await Promise.all([
    context.services.team.list(),
    context.services.invitations.listPending(),
  ]);
  return {
    members,
    invitations,
    meId: me.id,
    requireTwoFactor: await context.services.teamPolicy.requiresTwoFactor(),
    notifyOverride: context.services.environment.NOTIFY_EMAIL ?? null,
    csrfToken: context.csrfToken,
  };
}

type Result = { ok: boolean; message: string };

/** One action per form intent; each is the same service the API calls. */
export async function action({ request, context }: Route.ActionArgs) {
  const me = await requireAccess(request, context);
  const actor = actorFrom(me, context);
  const { team, invitations } = context.services;
  const form = await request.formData();
  const intent = form.get("intent");
  const id = String(form.get("id") ?? "");
  const answer = (status: number, message: string) =>
    data<Result>({ ok: status < 400, message }, { status });
  if (intent === "invite") {
    const parsed = invitationInput.safeParse({ email: form.get("email"), role: form.get("role") });
    if (!parsed.success) return answer(400, parsed.error.issues[0]?.message ?? "Check the form");
    const result = await invitations.invite(parsed.data.email, parsed.data.role, actor);
    return result.kind === "invited"
      ? answer(201, `Invitation sent to ${result.invitation.email}.`)
      : answer(409, "This address already has an account.");
  }
  if (intent === "resend")
    return (await invitations.resend(id, actor))
      ? answer(200, "Invitation sent again with a new link.")
      : answer(404, "No open invitation has this id.");
  if (intent === "revoke")
    return (await invitations.revoke(id, actor))
      ? answer(200, "Invitation revoked.")
      : answer(404, "No open invitation has this id.");
  if (intent === "update") {
    const parsed = userPatchInput.safeParse({
      role: form.get("role") ?? undefined,
      disabled: form.has("disabled") ? form.get("disabled") === "true" : undefined,
    });
    if (!parsed.success) return answer(400, parsed.error.issues[0]?.message ?? "Check the form");
    const change = await team.update(id, parsed.data, actor);
    if (change.kind === "updated") return answer(200, `${change.user.email} updated.`);
    if (change.kind === "not-found") return answer(404, "No account has this id.");
    if (change.kind === "cannot-be-told") return answer(400, CANNOT_BE_TOLD);
    return answer(409, "The team needs at least one enabled owner: make someone else owner first.");
  }
  if (intent === "lead-recipients") {
    const ids = form.getAll("notify").map(String);
    const members = await team.setLeadRecipients(ids, actor);
    const told = members.filter((m) => m.notifyNewLeads).map((m) => m.email);
    return answer(
      200,
      told.length > 0
        ? `New leads are e-mailed to ${told.join(", ")}.`
        : "New leads are e-mailed to nobody.",
    );
  }
  if (intent === "policy") {
    const on = form.get("requireTwoFactor") === "true";
    const saved = await context.services.teamPolicy.setRequireTwoFactor(actor, on);
    if (saved === "owner-without-two-factor") return answer(409, OWNER_FIRST);
    return answer(
      200,
      on
        ? "Two-factor sign-in is now required. Members without it set it up at their next visit."
        : "Two-factor sign-in is no longer required.",
    );
  }
  return answer(400, "Unknown action.");
}

export default function TeamPage({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  return (
    <>
      <PageHeader
        title="Team"
        description="Who can sign in to the back office, and what they may do."
      />
      {actionData ? (
        <p
          role={actionData.ok ? "status" : "alert"}
          className={actionData.ok ? "text-sm text-emerald-800" : "text-destructive text-sm"}
        >
          {actionData.message}
        </p>
      ) : null}
      <SettingsPanel headingId="invite-heading" heading="Invite someone">
        <CsrfForm
          csrfToken={loaderData.csrfToken}
          fields={{ intent: "invite" }}
          className="flex flex-col gap-3 sm:flex-row sm:items-end"
        >
          <FormField label="Email" className="flex-1">
            {(control) => <Input {...control} name="email" type="email" required />}
          </FormField>
          <SelectField
            label="Role"
            name="role"
            defaultValue="sales"
            className="h-9 rounded-md border px-2 text-sm"
          >
            <RoleOptions />
          </SelectField>
          <Button type="submit" disabled={busy}>
            Send invitation
          </Button>
        </CsrfForm>
      </SettingsPanel>
      <TwoFactorPolicy
        required={loaderData.requireTwoFactor}
        csrfToken={loaderData.csrfToken}
        busy={busy}
      />
      <MembersTable
        members={loaderData.members}
        meId={loaderData.meId}
        csrfToken={loaderData.csrfToken}
      />
      <LeadRecipientsForm
        members={loaderData.members}
        override={loaderData.notifyOverride}
        csrfToken={loaderData.csrfToken}
        busy={busy}
      />
      <InvitationsTable invitations={loaderData.invitations} csrfToken={loaderData.csrfToken} />
    </>
  );
}

function TwoFactorPolicy(props: { required: boolean; csrfToken: string; busy: boolean }) {
  return (
    <SettingsPanel headingId="policy-heading" heading="Two-factor sign-in" tight>
      <p className="text-muted-foreground mb-3 text-sm">
        {props.required
          ? "Required for every account: members without it can only set it up."
          : "Optional: each member decides on their account page."}
      </p>
      <CsrfForm
        csrfToken={props.csrfToken}
        fields={{ intent: "policy", requireTwoFactor: String(!props.required) }}
      >
        <Button type="submit" variant="outline" disabled={props.busy}>
          {props.required ? "Stop requiring it" : "Require it for every account"}
        </Button>
      </CsrfForm>
    </SettingsPanel>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorBoundary error={error} />;
}
