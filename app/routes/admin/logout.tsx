import { redirect } from "react-router";
import type { Route } from "./+types/logout";
import { sessionToken } from "./guard.server";

/** Signing out is a POST (the server's CSRF check covers it); a GET only goes back. */
export function loader() {
  return redirect("/admin");
}

/** Works without scripts: the session is destroyed server-side and its cookie cleared. */
export async function action({ request, context }: Route.ActionArgs) {
  await context.services.auth.logout(sessionToken(request));
  return redirect("/admin/login", { headers: { "Set-Cookie": context.sessionCookie.clear() } });
}
