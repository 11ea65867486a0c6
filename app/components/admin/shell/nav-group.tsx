import { Link, useLocation } from "react-router";
import {
  SidebarGroup,
  SidebarGroupLabel,
  SidebarMenu,
  SidebarMenuButton,
  SidebarMenuItem,
  SidebarMenuSub,
  SidebarMenuSubButton,
  useSidebar,
} from "~/components/ui/sidebar";
import { mayOpen } from "~/domain/access/access-policy";
import type { Role } from "~/domain/team/roles";
import type { NavGroup as Group, NavItem } from "./nav-items";

/** One group of the sidebar, showing only the items the role may use. */
export function NavGroup({
  group,
  role,
  badges = {},
}: {
  group: Group;
  role: Role;
  badges?: Partial<Record<NonNullable<NavItem["badge"]>, number>>;
}) {
  const { pathname } = useLocation();
  const { setOpenMobile } = useSidebar();
  const visible = group.items.filter((item) => mayOpen(role, item.to));
  if (visible.length === 0) return null;
  const close = () => setOpenMobile(false);
  const labelId = `${group.id}-label`;
  return (
    <SidebarGroup role="group" aria-labelledby={group.label ? labelId : undefined}>
      {group.label ? <SidebarGroupLabel id={labelId}>{group.label}</SidebarGroupLabel> : null}
      <SidebarMenu>
        {visible.map((item) => {
          const view = item.views?.find((v) => pathname === v.to);
          const active = item.isActive(pathname) && !view;
          return (
            <SidebarMenuItem key={item.to}>
              <SidebarMenuButton asChild isActive={active} tooltip={item.label}>
                <Link to={item.to} aria-current={active ? "page" : undefined} onClick={close}>
                  <item.icon aria-hidden="true" />
                  <span>{item.label}</span>
                  <CountBadge count={item.badge ? badges[item.badge] : undefined} />
                </Link>
              </SidebarMenuButton>
              {item.views ? (
                <SidebarMenuSub>
                  {item.views.map((v) => (
                    <li key={v.to}>
                      <SidebarMenuSubButton isActive={v === view}>
                        <Link
                          to={v.to}
                          aria-current={v === view ? "page" : undefined}
                          onClick={close}
                        >
                          <span>{v.label}</span>
                        </Link>
                      </SidebarMenuSubButton>
                    </li>
                  ))}
                </SidebarMenuSub>
              ) : null}
            </SidebarMenuItem>
          );
        })}
      </SidebarMenu>
    </SidebarGroup>
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
