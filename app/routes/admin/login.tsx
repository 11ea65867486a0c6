import { data, redirect } from "react-router";
import { LoginCard } from "~/components/admin/auth/login-card";
import { ADMIN_HOME, safeRedirectTarget } from "~/components/admin/auth/redirect-target";
import { loginInput } from "~/domain/schemas/login-input";
import type { Route } from "./+types/login";
import { sessionToken } from "./guard.server";

export const meta: Route.MetaFunction = () => [
  { title: "Admin Login" },
  { name: "robots", content: "noindex" },
];

/** A signed-in administrator has nothing to do here (DECISIONS.md section 3). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const redirectTo = safeRedirectTarget(url.searchParams.get("redirectTo") ?? ADMIN_HOME);
  if (context.admin) throw redirect(redirectTo);
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
  const result = await auth.login(parsed.data.email, parsed.data.password, context.clientAddress);
  if (result.ok) {
    throw redirect(redirectTo, {
      headers: { "Set-Cookie": context.sessionCookie.create(result.sessionToken) },
    });
  }
  if (result.reason === "rate-limited") {
    return data(
      { message: "Too many failed attempts. Please try again later." },
      { status: 429, headers: { "Retry-After": String(result.retryAfter) } },
    );
  }
  return data({ message: "Invalid email or password" }, { status: 401 });
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
