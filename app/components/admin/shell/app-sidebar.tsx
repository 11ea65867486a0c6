import { FactoryIcon } from "lucide-react";
import { Link } from "react-router";
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
import { NAV_ITEMS, TEAM_NAV_ITEMS } from "./nav-items";
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
        <NavGroup
          id="admin-nav-label"
          label="Admin Dashboard"
          items={NAV_ITEMS}
          role={role}
          badges={{ unreadLeads: unreadLeads ?? undefined }}
        />
        <NavGroup id="team-nav-label" label="Team" items={TEAM_NAV_ITEMS} role={role} />
      </SidebarContent>
      <SidebarFooter className="border-sidebar-border border-t">
        <SidebarMenu>
          <SidebarMenuItem>
            <LogoutButton csrfToken={csrfToken} />
          </SidebarMenuItem>
        </SidebarMenu>
      </SidebarFooter>
    </Sidebar>
  );
}
