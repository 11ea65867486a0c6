import { data, Link } from "react-router";
import { CsrfForm } from "~/components/admin/csrf-form";
import { AuthCard, Notice } from "~/components/admin/auth/auth-card";
import { Button } from "~/components/ui/button";
import { authPageMeta } from "~/components/admin/auth/auth-page-meta";
import type { Route } from "./+types/confirm-email.$token";

export const meta: Route.MetaFunction = () => authPageMeta("Confirm new address | Admin");

/**
 * The link sent to a new sign-in address (docs/decisions/089). Opening it only shows a button:
 * mail scanners fetch links before people do, and a GET that spent the link would confirm the
 * change for them (or use it up before its owner arrives).
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const pending = await context.services.emailChanges.peek(params.token);
  return data(
    { email: pending?.email ?? null, csrfToken: context.csrfToken },
    { status: pending ? 200 : 410 },
  );
}

export async function action({ context, params }: Route.ActionArgs) {
  const result = await context.services.emailChanges.confirm(params.token, context.clientAddress);
  const status = result.kind === "changed" ? 200 : result.kind === "taken" ? 409 : 410;
  return data(result, { status });
}

export default function ConfirmEmailPage({ loaderData, actionData }: Route.ComponentProps) {
  if (actionData?.kind === "changed")
    return (
      <AuthCard title="Address changed">
        <Notice tone="info">
          Your account now signs in as <strong>{actionData.email}</strong>.
        </Notice>
        <Button asChild className="w-full">
          <Link to="/admin/account">Go to my account</Link>
        </Button>
      </AuthCard>
    );
  if (actionData?.kind === "taken")
    return (
      <AuthCard title="Address taken">
        <Notice tone="error">
          Another account signs in with this address now. Choose another one from your account page.
        </Notice>
      </AuthCard>
    );
  if (!loaderData.email || actionData?.kind === "invalid")
    return (
      <AuthCard title="Link not valid">
        <Notice tone="error">
          This link is invalid, already used or expired (links work once, for 24 hours). Ask for a
          new one from your account page.
        </Notice>
      </AuthCard>
    );
  return (
    <AuthCard
      title="Confirm your new address"
      description={
        <>
          Your back-office account will sign in as <strong>{loaderData.email}</strong>.
        </>
      }
    >
      <CsrfForm csrfToken={loaderData.csrfToken}>
        <Button type="submit" className="w-full">
          Use this address
        </Button>
      </CsrfForm>
    </AuthCard>
  );
}
