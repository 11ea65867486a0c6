import { data, Link } from "react-router";
import { CsrfForm } from "~/components/admin/csrf-form";
import { AuthCard, Notice } from "~/components/admin/auth/auth-card";
import { NewPasswordField } from "~/components/admin/auth/password-fields";
import { Button } from "~/components/ui/button";
import { passwordResetInput } from "~/domain/schemas/team";
import { passwordProblem } from "~/domain/team/password-rules";
import { authPageMeta } from "~/components/admin/auth/auth-page-meta";
import type { Route } from "./+types/reset-password.$token";

export const meta: Route.MetaFunction = () => authPageMeta("Reset password | Admin");

export async function loader({ context, params }: Route.LoaderArgs) {
  const valid = await context.services.passwords.resetLinkValid(params.token);
  return data({ valid, csrfToken: context.csrfToken }, { status: valid ? 200 : 410 });
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const form = await request.formData();
  const parsed = passwordResetInput.safeParse({ password: form.get("password") });
  const problem = parsed.success
    ? passwordProblem(parsed.data.password)
    : (parsed.error.issues[0]?.message ?? "Password is required");
  if (problem || !parsed.success)
    return data({ done: false, error: problem ?? undefined }, { status: 400 });
  const done = await context.services.passwords.reset(
    params.token,
    parsed.data.password,
    context.clientAddress,
  );
  return data({ done, error: undefined }, { status: done ? 200 : 410 });
}

export default function ResetPasswordPage({ loaderData, actionData }: Route.ComponentProps) {
  if (actionData?.done)
    return (
      <AuthCard title="Password changed">
        <Notice tone="info">Your password is changed and every session was signed out.</Notice>
        <Button asChild className="w-full">
          <Link to="/admin/login">Sign in</Link>
        </Button>
      </AuthCard>
    );
  if (!loaderData.valid || (actionData?.done === false && !actionData.error))
    return (
      <AuthCard title="Link not valid">
        <Notice tone="error">
          This reset link is invalid, already used or expired (links work once, for 1 hour).
        </Notice>
        <Button asChild variant="outline" className="w-full">
          <Link to="/admin/forgot-password">Ask for a new link</Link>
        </Button>
      </AuthCard>
    );
  return (
    <AuthCard title="Choose a new password">
      <CsrfForm csrfToken={loaderData.csrfToken} className="grid gap-4">
        <NewPasswordField error={actionData?.error} />
        <Button type="submit" className="w-full">
          Set password
        </Button>
      </CsrfForm>
    </AuthCard>
  );
}
