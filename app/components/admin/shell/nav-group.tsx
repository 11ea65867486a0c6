import { Link, useLocation } from "react-router";
import {
  SidebarGroup,
  SidebarGroupLabel,
  SidebarMenu,
  SidebarMenuButton,
  SidebarMenuItem,
  useSidebar,
} from "~/components/ui/sidebar";
import { mayOpen } from "~/domain/access/access-policy";
import type { Role } from "~/domain/team/roles";
import type { NavItem } from "./nav-items";

/** One labelled group of the sidebar, showing only the items the role may use. */
export function NavGroup({
  id,
  label,
  items,
  role,
  badges = {},
}: {
  id: string;
  label: string;
  items: NavItem[];
  role: Role;
  badges?: Partial<Record<NonNullable<NavItem["badge"]>, number>>;
}) {
  const { pathname } = useLocation();
  const { setOpenMobile } = useSidebar();
  const visible = items.filter((item) => mayOpen(role, item.to));
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
                    <CountBadge count={item.badge ? badges[item.badge] : undefined} />
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

/** "3 unread" beside a link; nothing at zero. */
function CountBadge({ count }: { count: number | undefined }) {
  if (!count) return null;
  return (
    <span className="ml-auto rounded-full bg-teal-700 px-2 py-0.5 text-xs font-semibold text-white group-data-[collapsible=icon]:hidden">
      {count > 99 ? "99+" : count}
      <span className="sr-only"> unread</span>
    </span>
  );
}
