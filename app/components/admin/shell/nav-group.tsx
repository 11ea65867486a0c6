import { Link, useLocation } from "react-router";
import {
  SidebarGroup,
  SidebarGroupLabel,
  SidebarMenu,
  SidebarMenuButton,
  SidebarMenuItem,
  useSidebar,
} from "~/components/ui/sidebar";
import { allows, type Role } from "~/domain/team/roles";
import type { NavItem } from "./nav-items";

/** One labelled group of the sidebar, showing only the items the role may use. */
export function NavGroup({
  id,
  label,
  items,
  role,
}: {
  id: string;
  label: string;
  items: NavItem[];
  role: Role;
}) {
  const { pathname } = useLocation();
  const { setOpenMobile } = useSidebar();
  const visible = items.filter((item) => allows(item.roles, role));
  if (visible.length === 0) return null;
  return (
    <nav aria-labelledby={id}>
      <SidebarGroup>
        <SidebarGroupLabel id={id}>{label}</SidebarGroupLabel>
        <SidebarMenu>
          {visible.map((item) => {
            const active = item.isActive(pathname);
            return (
              <SidebarMenuItem key={item.to}>
                <SidebarMenuButton asChild isActive={active} tooltip={item.label}>
                  <Link
                    to={item.to}
                    aria-current={active ? "page" : undefined}
                    onClick={() => setOpenMobile(false)}
                  >
                    <item.icon aria-hidden="true" />
                    <span>{item.label}</span>
                  </Link>
                </SidebarMenuButton>
              </SidebarMenuItem>
            );
          })}
        </SidebarMenu>
      </SidebarGroup>
    </nav>
  );
}
