import { FactoryIcon, UserCogIcon } from "lucide-react";
import { Link, useLocation } from "react-router";
import {
  Sidebar,
  SidebarContent,
  SidebarFooter,
  SidebarHeader,
  SidebarMenu,
  SidebarMenuButton,
  SidebarMenuItem,
  useSidebar,
} from "~/components/ui/sidebar";
import { LogoutButton } from "./logout-button";
import { NavGroup } from "./nav-group";
import { NAV_GROUPS } from "./nav-items";
import type { Role } from "~/domain/team/roles";

export function AppSidebar({
  csrfToken,
  role,
  unreadLeads,
}: {
  csrfToken: string;
  role: Role;
  /** New leads for owner and sales; null for other roles. */
  unreadLeads: number | null;
}) {
  const { setOpenMobile } = useSidebar();
  const onAccount = useLocation().pathname.startsWith("/admin/account");
  return (
    <Sidebar label="Admin navigation">
      <SidebarHeader className="border-sidebar-border border-b">
        <SidebarMenu>
          <SidebarMenuItem>
            <SidebarMenuButton asChild tooltip="View website">
              <Link to="/" onClick={() => setOpenMobile(false)}>
                <FactoryIcon aria-hidden="true" />
                <span>View website</span>
              </Link>
            </SidebarMenuButton>
          </SidebarMenuItem>
        </SidebarMenu>
      </SidebarHeader>
      <SidebarContent>
        {/* One landmark for the whole menu; its groups are organised by job. */}
        <nav aria-label="Admin Dashboard">
          {NAV_GROUPS.map((group) => (
            <NavGroup
              key={group.id}
              group={group}
              role={role}
              badges={{ unreadLeads: unreadLeads ?? undefined }}
            />
          ))}
        </nav>
      </SidebarContent>
      <SidebarFooter className="border-sidebar-border border-t">
        <SidebarMenu aria-label="Your account">
          <SidebarMenuItem>
            <SidebarMenuButton asChild isActive={onAccount} tooltip="My account">
              <Link
                to="/admin/account"
                aria-current={onAccount ? "page" : undefined}
                onClick={() => setOpenMobile(false)}
              >
                <UserCogIcon aria-hidden="true" />
                <span>My account</span>
              </Link>
            </SidebarMenuButton>
          </SidebarMenuItem>
          <SidebarMenuItem>
            <LogoutButton csrfToken={csrfToken} />
          </SidebarMenuItem>
        </SidebarMenu>
      </SidebarFooter>
    </Sidebar>
  );
}
