import { data } from "react-router";
import { CsrfForm } from "~/components/admin/csrf-form";
import { AuthCard, Notice } from "~/components/admin/auth/auth-card";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { passwordResetRequestInput } from "~/domain/schemas/team";
import { authPageMeta } from "~/components/admin/auth/auth-page-meta";
import type { Route } from "./+types/forgot-password";

export const meta: Route.MetaFunction = () => authPageMeta("Forgot password | Admin");

export function loader({ context }: Route.LoaderArgs) {
  return { csrfToken: context.csrfToken };
}

/** The same answer whether or not the address has an account. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const parsed = passwordResetRequestInput.safeParse({ email: form.get("email") });
  if (!parsed.success)
    return data({ sent: false, error: "Please enter a valid email address" }, { status: 400 });
  await context.services.passwords.requestReset(parsed.data.email, context.clientAddress);
  return { sent: true, error: undefined };
}

export default function ForgotPasswordPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AuthCard
      title="Forgot password"
      description="Enter your e-mail address and we will send you a link to choose a new password."
    >
      {actionData?.sent ? (
        <Notice tone="info">
          If this address has an account, a reset link is on its way. It works once, for 1 hour.
        </Notice>
      ) : null}
      <CsrfForm csrfToken={loaderData.csrfToken} className="grid gap-4">
        <FormField label="Email" error={actionData?.error}>
          {(control) => (
            <Input {...control} name="email" type="email" autoComplete="username" required />
          )}
        </FormField>
        <Button type="submit" className="w-full">
          Send reset link
        </Button>
      </CsrfForm>
    </AuthCard>
  );
}
