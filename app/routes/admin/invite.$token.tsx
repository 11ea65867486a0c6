import { data, Link, redirect } from "react-router";
import { CsrfForm } from "~/components/admin/csrf-form";
import { AuthCard, Notice } from "~/components/admin/auth/auth-card";
import { NewPasswordField } from "~/components/admin/auth/password-fields";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { acceptInvitationInput } from "~/domain/schemas/team";
import { passwordProblem } from "~/domain/team/password-rules";
import { ROLE_LABELS } from "~/domain/team/roles";
import { authPageMeta } from "~/components/admin/auth/auth-page-meta";
import type { Route } from "./+types/invite.$token";
import { fieldMessages } from "./field-messages.server";

export const meta: Route.MetaFunction = () => authPageMeta("Accept invitation | Admin");

export async function loader({ context, params }: Route.LoaderArgs) {
  const invitation = await context.services.invitations.peek(params.token);
  return data(
    {
      invitation: invitation && { email: invitation.email, role: invitation.role },
      csrfToken: context.csrfToken,
    },
    { status: invitation ? 200 : 410 },
  );
}

type Errors = Partial<Record<"name" | "password" | "form", string>>;

/** Creates the account, then signs in through the ordinary sign-in (and its checks). */
export async function action({ request, context, params }: Route.ActionArgs) {
  const { invitations, auth } = context.services;
  const invitation = await invitations.peek(params.token);
  if (!invitation) return data({ errors: { form: "gone" } as Errors }, { status: 410 });
  const form = await request.formData();
  const parsed = acceptInvitationInput.safeParse({
    name: form.get("name"),
    password: form.get("password"),
  });
  if (!parsed.success) {
    const errors: Errors = fieldMessages(parsed.error.issues, ["name", "password"]);
    return data({ errors }, { status: 400 });
  }
  const weak = passwordProblem(parsed.data.password, invitation.email);
  if (weak) return data({ errors: { password: weak } as Errors }, { status: 400 });
  const result = await invitations.accept(params.token, parsed.data, context.clientAddress);
  if (result.kind !== "accepted")
    return data({ errors: { form: "gone" } as Errors }, { status: 410 });
  const login = await auth.login(result.user.email, parsed.data.password, {
    address: context.clientAddress,
    userAgent: request.headers.get("user-agent") ?? undefined,
  });
  if (!login.ok || login.secondFactorRequired) throw redirect("/admin/login");
  const headers = new Headers();
  for (const cookie of context.sessionCookie.create(login.sessionToken))
    headers.append("Set-Cookie", cookie);
  throw redirect("/admin", { headers });
}

export default function InvitePage({ loaderData, actionData }: Route.ComponentProps) {
  const { invitation } = loaderData;
  const errors: Errors = actionData?.errors ?? {};
  if (!invitation || errors.form)
    return (
      <AuthCard title="Invitation not valid">
        <Notice tone="error">
          This invitation link is invalid, already used or expired (links work once, for 7 days).
          Ask an owner to send a new one.
        </Notice>
        <Button asChild variant="outline" className="w-full">
          <Link to="/admin/login">Sign in</Link>
        </Button>
      </AuthCard>
    );
  return (
    <AuthCard
      title="Join the back office"
      description={`${invitation.email} is invited as ${ROLE_LABELS[invitation.role].toLowerCase()}. Choose your name and password.`}
    >
      <CsrfForm csrfToken={loaderData.csrfToken} className="grid gap-4">
        <FormField label="Your name" error={errors.name}>
          {(control) => <Input {...control} name="name" autoComplete="name" required />}
        </FormField>
        <NewPasswordField error={errors.password} label="Password" />
        <Button type="submit" className="w-full">
          Create account
        </Button>
      </CsrfForm>
    </AuthCard>
  );
}
