import { data } from "react-router";
import { CsrfForm } from "~/components/admin/csrf-form";
import { CurrentPasswordField, NewPasswordField } from "~/components/admin/auth/password-fields";
import { AdminErrorBoundary } from "~/components/admin/not-allowed";
import { PageHeader } from "~/components/admin/page-header";
import { Button } from "~/components/ui/button";
import { passwordChangeInput } from "~/domain/schemas/team";
import { passwordProblem } from "~/domain/team/password-rules";
import { mayCall } from "~/domain/access/access-policy";
import { ROLE_LABELS } from "~/domain/team/roles";
import { EmailChangePanel } from "~/components/admin/team/email-change-panel";
import { PasskeysPanel } from "~/components/admin/team/passkeys-panel";
import { SessionsList } from "~/components/admin/team/sessions-list";
import { SettingsPanel } from "~/components/admin/team/settings-panel";
import { TwoFactorPanel } from "~/components/admin/team/two-factor-panel";
import type { Route } from "./+types/account";
import { PASSKEY_INTENTS, passkeyAction } from "./passkey-action.server";
import { TWO_FACTOR_INTENTS, twoFactorAction, twoFactorState } from "./two-factor-action.server";
import { emailChangeAction } from "./email-change-action.server";
import { fieldMessages } from "./field-messages.server";
import { actorFrom, requireAccess, sessionToken } from "./guard.server";

export const meta: Route.MetaFunction = () => [{ title: "My account | Admin" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const me = await requireAccess(request, context);
  const { sessions } = context.services;
  const token = sessionToken(request);
  return {
    me,
    csrfToken: context.csrfToken,
    twoFactor: await twoFactorState(me, context),
    // Set by the owner: until it is on, this is the only page that opens.
    mustEnrol: !me.twoFactor && (await context.services.teamPolicy.requiresTwoFactor()),
    sessions: await sessions.list({ adminId: me.id }, token),
    passkeys: await context.services.passkeys.list(me.id),
    pendingEmail: await context.services.emailChanges.pending(me.id),
    // The owner ends anyone's sessions.
    teamSessions: mayCall(me.role, "get", "/admin/sessions")
      ? (await sessions.list({}, token)).filter((s) => s.adminId !== me.id)
      : null,
  };
}

type Errors = Partial<Record<"currentPassword" | "password", string>>;

/** Change password: the current one is required; every other session ends. */
export async function action({ request, context }: Route.ActionArgs) {
  const me = await requireAccess(request, context);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "password");
  if (TWO_FACTOR_INTENTS.includes(intent)) return twoFactorAction(intent, form, me, context);
  if (intent === "email") return emailChangeAction(form, me, context);
  if (PASSKEY_INTENTS.includes(intent)) return passkeyAction(intent, form, me, context);
  if (intent === "session-end") {
    // Anyone ends their own sessions; the owner anyone's. The server decides, not the form.
    const ownerOf = mayCall(me.role, "delete", "/admin/sessions/{id}") ? undefined : me.id;
    await context.services.sessions.end(
      actorFrom(me, context),
      String(form.get("sessionId") ?? ""),
      ownerOf,
    );
    return { intent };
  }
  const parsed = passwordChangeInput.safeParse({
    currentPassword: form.get("currentPassword"),
    password: form.get("password"),
  });
  if (!parsed.success) {
    const errors = fieldMessages(parsed.error.issues, ["currentPassword", "password"]);
    return data({ done: false, errors }, { status: 400 });
  }
  const weak = passwordProblem(parsed.data.password, me.email);
  if (weak) return data({ done: false, errors: { password: weak } as Errors }, { status: 400 });
  const result = await context.services.passwords.change(
    actorFrom(me, context),
    parsed.data.currentPassword,
    parsed.data.password,
    sessionToken(request),
  );
  if (result.kind === "changed") return { done: true, errors: {} as Errors };
  if (result.kind === "rate-limited")
    return data(
      {
        done: false,
        errors: { currentPassword: "Too many wrong passwords. Please try again later." } as Errors,
      },
      { status: 429 },
    );
  return data(
    { done: false, errors: { currentPassword: "The current password is not correct" } as Errors },
    { status: 400 },
  );
}

export default function AccountPage({ loaderData, actionData }: Route.ComponentProps) {
  const { me, csrfToken } = loaderData;
  const passwordOutcome = actionData && "errors" in actionData ? actionData : undefined;
  // Passkeys answer their own forms (the panel's fetchers); the second factor's show here.
  const twoFactorOutcome =
    actionData &&
    ("recoveryCodes" in actionData || "codeError" in actionData || "disabled" in actionData)
      ? actionData
      : undefined;
  const emailOutcome =
    actionData && "emailChange" in actionData ? actionData.emailChange : undefined;
  const errors = passwordOutcome?.errors ?? {};
  return (
    <>
      <PageHeader
        title="My account"
        description={`${me.name || me.email} · ${ROLE_LABELS[me.role]}`}
      />
      <EmailChangePanel
        email={me.email}
        pending={loaderData.pendingEmail}
        csrfToken={csrfToken}
        outcome={emailOutcome}
      />
      <SettingsPanel headingId="password-heading" heading="Change password" width="md">
        {passwordOutcome?.done ? (
          <p role="status" className="mb-3 text-sm text-emerald-800">
            Password changed. Your other sessions were signed out.
          </p>
        ) : null}
        <CsrfForm csrfToken={csrfToken} className="grid gap-4">
          <CurrentPasswordField error={errors.currentPassword} />
          <NewPasswordField error={errors.password} />
          <Button type="submit">Change password</Button>
        </CsrfForm>
      </SettingsPanel>
      <TwoFactorPanel
        state={loaderData.twoFactor}
        mustEnrol={loaderData.mustEnrol}
        csrfToken={csrfToken}
        outcome={twoFactorOutcome}
      />
      <PasskeysPanel passkeys={loaderData.passkeys} csrfToken={csrfToken} />
      <SessionsList title="Your sessions" sessions={loaderData.sessions} csrfToken={csrfToken} />
      {loaderData.teamSessions ? (
        <SessionsList
          title="Team sessions"
          sessions={loaderData.teamSessions}
          csrfToken={csrfToken}
          showMember
        />
      ) : null}
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorBoundary error={error} />;
}
