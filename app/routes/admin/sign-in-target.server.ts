import { redirect, type AppLoadContext } from "react-router";
import { ADMIN_HOME, safeRedirectTarget } from "~/components/admin/auth/redirect-target";

/**
 * Where a sign-in page sends the browser once it is done: the page asked for, or the back
 * office's home. A browser already signed in has nothing to do there and is sent on at once.
 */
export function signInTarget(request: Request, context: AppLoadContext): string {
  const url = new URL(request.url);
  const redirectTo = safeRedirectTarget(url.searchParams.get("redirectTo") ?? ADMIN_HOME);
  if (context.admin) throw redirect(redirectTo);
  return redirectTo;
}
