import { AdminErrorBoundary } from "~/components/admin/not-allowed";
import { useEffect } from "react";
import { worksLeads } from "~/domain/access/access-policy";
import { ROLE_LABELS } from "~/domain/team/roles";
import { Outlet } from "react-router";
import { setAuthFlag } from "~/components/admin/auth/redirect-target";
import { AppSidebar } from "~/components/admin/shell/app-sidebar";
import { PendingNotice } from "~/components/admin/shell/pending-notice";
import { Separator } from "~/components/ui/separator";
import {
  readSidebarCookie,
  SidebarInset,
  SidebarProvider,
  SidebarTrigger,
} from "~/components/ui/sidebar";
import type { Route } from "./+types/layout";
import { requireFrameAccess } from "./guard.server";

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex" }];

/**
 * The guard: nothing under the shell renders without
 * a server-checked session. The sidebar's cookie is read here so the first
 * paint already has the administrator's chosen width.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireFrameAccess(request, context);
  // The sidebar's unread badge; a failed count leaves the badge out, not the page.
  const unreadLeads = worksLeads(admin.role)
    ? await context.services.leads.list.count({ status: "new" }).catch(() => null)
    : null;
  return {
    unreadLeads,
    adminEmail: admin.email,
    role: admin.role,
    sidebarOpen: readSidebarCookie(request.headers.get("Cookie")),
    csrfToken: context.csrfToken,
  };
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  // The server let us in: the browser's hint may say so (it is never trusted).
  useEffect(() => setAuthFlag(true), []);
  return (
    <SidebarProvider defaultOpen={loaderData.sidebarOpen}>
      <a
        href="#admin-main"
        className="bg-background sr-only z-50 rounded-md px-3 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to main content
      </a>
      <AppSidebar
        csrfToken={loaderData.csrfToken}
        role={loaderData.role}
        unreadLeads={loaderData.unreadLeads}
      />
      <SidebarInset>
        <header className="bg-background/95 sticky top-0 z-20 flex h-14 items-center gap-2 border-b px-3 backdrop-blur sm:px-4">
          <SidebarTrigger />
          <Separator orientation="vertical" className="mx-1 h-5!" />
          <span className="truncate text-sm font-semibold">Back office</span>
          <span className="text-muted-foreground ml-auto hidden truncate text-sm sm:inline">
            {loaderData.adminEmail} · {ROLE_LABELS[loaderData.role]}
          </span>
        </header>
        <main
          id="admin-main"
          tabIndex={-1}
          className="flex min-w-0 flex-1 flex-col gap-6 p-4 outline-none sm:p-6"
        >
          <PendingNotice />
          <Outlet />
        </main>
      </SidebarInset>
    </SidebarProvider>
  );
}

/** A screen that throws past its own boundary still leaves a clear page. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <main className="mx-auto flex max-w-2xl flex-col gap-6 p-6">
      <AdminErrorBoundary error={error} />
    </main>
  );
}
