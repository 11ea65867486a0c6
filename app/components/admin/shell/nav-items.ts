import {
  FileSpreadsheetIcon,
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
import { ACCESS, type Role } from "~/domain/team/roles";

export interface NavItem {
  label: string;
  to: string;
  icon: LucideIcon;
  /** Whether the item is the current page: products keeps its details and edit pages. */
  isActive: (pathname: string) => boolean;
  /** Who sees the item: the same groups the pages and the API check. */
  roles: readonly Role[];
  /** A count shown beside the label (unread leads). */
  badge?: "unreadLeads";
}

const exactly = (path: string) => (pathname: string) =>
  pathname === path || pathname === `${path}/`;

/** The sidebar's group 'Admin Dashboard' and its links, in order. */
export const NAV_ITEMS: NavItem[] = [
  {
    label: "Dashboard",
    to: "/admin",
    icon: LayoutDashboardIcon,
    isActive: exactly("/admin"),
    roles: ACCESS.anyone,
  },
  {
    label: "Leads",
    to: "/admin/leads",
    icon: InboxIcon,
    isActive: (pathname) => pathname.startsWith("/admin/leads"),
    roles: ACCESS.leads,
    badge: "unreadLeads",
  },
  {
    label: "Products",
    to: "/admin/products",
    icon: PackageIcon,
    isActive: (pathname) =>
      pathname.startsWith("/admin/products") &&
      !pathname.startsWith("/admin/products/new") &&
      !pathname.startsWith("/admin/products/import"),
    roles: ACCESS.anyone,
  },
  {
    label: "Add Product",
    to: "/admin/products/new",
    icon: PackagePlusIcon,
    isActive: exactly("/admin/products/new"),
    roles: ACCESS.catalogue,
  },
  {
    // Items in and out as spreadsheets (docs/decisions/085).
    label: "Import & Export",
    to: "/admin/products/import",
    icon: FileSpreadsheetIcon,
    isActive: exactly("/admin/products/import"),
    roles: ACCESS.catalogue,
  },
  {
    // Case studies, beside the catalogue they are edited with.
    label: "Projects",
    to: "/admin/projects",
    icon: FolderKanbanIcon,
    isActive: (pathname) => pathname.startsWith("/admin/projects"),
    roles: ACCESS.catalogue,
  },
  {
    label: "Media",
    to: "/admin/media",
    icon: ImagesIcon,
    isActive: exactly("/admin/media"),
    roles: ACCESS.catalogue,
  },
  {
    label: "Product Inquiries",
    to: "/admin/inquiries",
    icon: MessageSquareTextIcon,
    isActive: exactly("/admin/inquiries"),
    roles: ACCESS.inboxes,
  },
  {
    label: "Service Inquiries",
    to: "/admin/service-inquiries",
    icon: WrenchIcon,
    isActive: exactly("/admin/service-inquiries"),
    roles: ACCESS.inboxes,
  },
  {
    label: "Contact Messages",
    to: "/admin/contacts",
    icon: MailIcon,
    isActive: exactly("/admin/contacts"),
    roles: ACCESS.inboxes,
  },
];

/** The team's screens, in a group of their own below the original ones. */
export const TEAM_NAV_ITEMS: NavItem[] = [
  {
    label: "Team",
    to: "/admin/team",
    icon: UsersIcon,
    isActive: exactly("/admin/team"),
    roles: ACCESS.owner,
  },
  {
    label: "Audit log",
    to: "/admin/audit",
    icon: HistoryIcon,
    isActive: exactly("/admin/audit"),
    roles: ACCESS.owner,
  },
  {
    label: "My account",
    to: "/admin/account",
    icon: UserCogIcon,
    isActive: exactly("/admin/account"),
    roles: ACCESS.anyone,
  },
  {
    label: "Site Content",
    to: "/admin/site",
    icon: PanelsTopLeftIcon,
    isActive: (pathname) => pathname.startsWith("/admin/site"),
    roles: ACCESS.catalogue,
  },
];
