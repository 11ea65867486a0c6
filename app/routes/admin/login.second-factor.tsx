import { data, redirect } from "react-router";
import { CsrfForm } from "~/components/admin/csrf-form";
import { AuthCard, Notice } from "~/components/admin/auth/auth-card";
import { safeRedirectTarget } from "~/components/admin/auth/redirect-target";
import { SecretField } from "~/components/admin/auth/secret-field";
import { Button } from "~/components/ui/button";
import { secondFactorInput } from "~/domain/schemas/two-factor-input";
import { authPageMeta } from "~/components/admin/auth/auth-page-meta";
import type { Route } from "./+types/login.second-factor";
import { sessionToken } from "./guard.server";
import { signInTarget } from "./sign-in-target.server";

export const meta: Route.MetaFunction = () => authPageMeta("Two-factor sign-in | Admin");

/** Only a browser whose password was accepted and whose sign-in waits for a code gets here. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const redirectTo = signInTarget(request, context);
  if (!(await context.services.twoFactor.isPending(sessionToken(request)))) {
    throw redirect("/admin/login");
  }
  return { redirectTo, csrfToken: context.csrfToken };
}

/** The same service as POST /api/admin/login/second-factor; works without scripts. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const redirectTo = safeRedirectTarget(form.get("redirectTo"));
  const parsed = secondFactorInput.safeParse({ code: form.get("code") });
  if (!parsed.success) {
    return data({ message: parsed.error.issues[0]?.message ?? "" }, { status: 400 });
  }
  const session = sessionToken(request);
  const result = await context.services.twoFactor.completeSignIn(
    session,
    parsed.data.code,
    context.clientAddress,
  );
  if (result.ok) {
    const headers = new Headers();
    headers.append("Set-Cookie", context.knownDevice.cookie(result.email));
    if (session) headers.append("Set-Cookie", context.sessionCookie.renewCsrf(session));
    throw redirect(redirectTo, { headers });
  }
  if (result.reason === "no-pending-sign-in") throw redirect("/admin/login");
  if (result.reason === "rate-limited") {
    return data(
      { message: "Too many wrong codes. Please try again later." },
      { status: 429, headers: { "Retry-After": String(result.retryAfter) } },
    );
  }
  return data({ message: "That code is not correct. Check your authenticator app." }, 401);
}

export default function SecondFactorPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AuthCard
      title="Two-factor sign-in"
      description="Enter the 6-digit code from your authenticator app, or one of your recovery codes."
    >
      {actionData?.message ? <Notice tone="error">{actionData.message}</Notice> : null}
      <CsrfForm
        csrfToken={loaderData.csrfToken}
        fields={{ redirectTo: loaderData.redirectTo }}
        className="grid gap-4"
      >
        <SecretField
          kind="one-time-code"
          label="Code"
          inputMode="text"
          autoCapitalize="none"
          autoFocus
        />
        <Button type="submit" className="w-full">
          Verify
        </Button>
      </CsrfForm>
    </AuthCard>
  );
}
