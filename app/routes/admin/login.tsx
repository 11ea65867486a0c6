import { data, redirect } from "react-router";
import { LoginCard } from "~/components/admin/auth/login-card";
import { safeRedirectTarget, secondFactorPath } from "~/components/admin/auth/redirect-target";
import { loginInput } from "~/domain/schemas/login-input";
import { authPageMeta } from "~/components/admin/auth/auth-page-meta";
import type { Route } from "./+types/login";
import { sessionToken } from "./guard.server";
import { signInTarget } from "./sign-in-target.server";

export const meta: Route.MetaFunction = () => authPageMeta("Admin Login");

/** A signed-in administrator has nothing to do here. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const redirectTo = signInTarget(request, context);
  return { redirectTo, csrfToken: context.csrfToken };
}

/** The login without scripts: the same service as POST /api/admin/login. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const redirectTo = safeRedirectTarget(form.get("redirectTo"));
  const parsed = loginInput.safeParse({ email: form.get("email"), password: form.get("password") });
  if (!parsed.success) return data({ message: "Invalid email or password" }, { status: 400 });
  const { auth } = context.services;
  // A session id planted before login is never carried over.
  await auth.logout(sessionToken(request));
  const { email, password } = parsed.data;
  const result = await auth.login(email, password, {
    address: context.clientAddress,
    userAgent: request.headers.get("user-agent") ?? undefined,
    knownDevice: context.knownDevice.proves(email),
  });
  if (result.ok) {
    const headers = new Headers();
    for (const cookie of context.sessionCookie.create(result.sessionToken))
      headers.append("Set-Cookie", cookie);
    if (result.secondFactorRequired) throw redirect(secondFactorPath(redirectTo), { headers });
    headers.append("Set-Cookie", context.knownDevice.cookie(email));
    throw redirect(redirectTo, { headers });
  }
  if (result.reason !== "invalid") {
    const wait = waitText(result.retryAfter);
    const message =
      result.reason === "busy"
        ? "Too many sign-ins at once. Please try again in a moment."
        : `Too many failed attempts. Please try again ${wait}.`;
    return data(
      { message },
      {
        status: result.reason === "busy" ? 503 : 429,
        headers: { "Retry-After": String(result.retryAfter) },
      },
    );
  }
  return data({ message: "Invalid email or password" }, { status: 401 });
}

/** "in 15 minutes", "in 2 hours": the wait a refused sign-in is told, without scripts too. */
function waitText(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 2) return "in a minute";
  if (minutes < 90) return `in ${minutes} minutes`;
  return `in ${Math.round(minutes / 60)} hours`;
}

export default function LoginPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <LoginCard
      redirectTo={loaderData.redirectTo}
      csrfToken={loaderData.csrfToken}
      serverMessage={actionData?.message}
    />
  );
}
