import {
  FolderKanbanIcon,
  HistoryIcon,
  ImagesIcon,
  InboxIcon,
  LayoutDashboardIcon,
  UserCogIcon,
  UsersIcon,
  MailIcon,
  MessageSquareTextIcon,
  PackageIcon,
  PackagePlusIcon,
  PanelsTopLeftIcon,
  WrenchIcon,
  type LucideIcon,
} from "lucide-react";

export interface NavItem {
  label: string;
  to: string;
  icon: LucideIcon;
  /** Whether the item is the current page: products keeps its details and edit pages. */
  isActive: (pathname: string) => boolean;
  /** A count shown beside the label (unread leads). */
  badge?: "unreadLeads";
}

const exactly = (path: string) => (pathname: string) =>
  pathname === path || pathname === `${path}/`;

/**
 * The sidebar's group 'Admin Dashboard' and its links, in order. A role sees the links the
 * access policy lets it open (app/domain/access/access-policy.ts).
 */
export const NAV_ITEMS: NavItem[] = [
  {
    label: "Dashboard",
    to: "/admin",
    icon: LayoutDashboardIcon,
    isActive: exactly("/admin"),
  },
  {
    label: "Leads",
    to: "/admin/leads",
    icon: InboxIcon,
    isActive: (pathname) => pathname.startsWith("/admin/leads"),
    badge: "unreadLeads",
  },
  {
    label: "Products",
    to: "/admin/products",
    icon: PackageIcon,
    isActive: (pathname) =>
      pathname.startsWith("/admin/products") && !pathname.startsWith("/admin/products/new"),
  },
  {
    label: "Add Product",
    to: "/admin/products/new",
    icon: PackagePlusIcon,
    isActive: exactly("/admin/products/new"),
  },
  {
    // Case studies, beside the catalogue they are edited with.
    label: "Projects",
    to: "/admin/projects",
    icon: FolderKanbanIcon,
    isActive: (pathname) => pathname.startsWith("/admin/projects"),
  },
  {
    label: "Media",
    to: "/admin/media",
    icon: ImagesIcon,
    isActive: exactly("/admin/media"),
  },
  {
    label: "Product Inquiries",
    to: "/admin/inquiries",
    icon: MessageSquareTextIcon,
    isActive: exactly("/admin/inquiries"),
  },
  {
    label: "Service Inquiries",
    to: "/admin/service-inquiries",
    icon: WrenchIcon,
    isActive: exactly("/admin/service-inquiries"),
  },
  {
    label: "Contact Messages",
    to: "/admin/contacts",
    icon: MailIcon,
    isActive: exactly("/admin/contacts"),
  },
];

/** The team's screens, in a group of their own below the original ones. */
export const TEAM_NAV_ITEMS: NavItem[] = [
  {
    label: "Team",
    to: "/admin/team",
    icon: UsersIcon,
    isActive: exactly("/admin/team"),
  },
  {
    label: "Audit log",
    to: "/admin/audit",
    icon: HistoryIcon,
    isActive: exactly("/admin/audit"),
  },
  {
    label: "My account",
    to: "/admin/account",
    icon: UserCogIcon,
    isActive: exactly("/admin/account"),
  },
  {
    label: "Site Content",
    to: "/admin/site",
    icon: PanelsTopLeftIcon,
    isActive: (pathname) => pathname.startsWith("/admin/site"),
  },
];
