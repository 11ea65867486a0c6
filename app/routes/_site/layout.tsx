import { Outlet } from "react-router";
import { SiteShell } from "~/components/site/site-shell";
import type { Route } from "./+types/layout";

/**
 * The public shell. Its loader hands every public form the CSRF token and the
 * signed fill-time stamp, so forms in any page or dialog work without scripts.
 */
export function loader({ context }: Route.LoaderArgs) {
  return { csrfToken: context.csrfToken, formStamp: context.formGuard.formStamp() };
}

export default function SiteLayout() {
  return (
    <SiteShell>
      <Outlet />
    </SiteShell>
  );
}
