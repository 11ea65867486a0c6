import {
  DatabaseBackupIcon,
  FileSpreadsheetIcon,
  FolderKanbanIcon,
  HistoryIcon,
  ImagesIcon,
  InboxIcon,
  LayoutDashboardIcon,
  PackageIcon,
  PanelsTopLeftIcon,
  ShieldCheckIcon,
  UsersIcon,
  type LucideIcon,
} from "lucide-react";
import { ENQUIRY_KINDS, inboxPath, LEAD_VIEWS } from "~/domain/enquiries/enquiry-kinds";

export interface NavItem {
  label: string;
  to: string;
  icon: LucideIcon;
  /** Whether the item is the current page: a section keeps its details and edit pages. */
  isActive: (pathname: string) => boolean;
  /** A count shown beside the label (unread leads). */
  badge?: "unreadLeads";
  /** Saved views of the item's screen, listed under it. */
  views?: { label: string; to: string }[];
}

export interface NavGroup {
  id: string;
  /** Shown above the group; the first group has none. */
  label?: string;
  items: NavItem[];
}

const exactly = (path: string) => (pathname: string) =>
  pathname === path || pathname === `${path}/`;
const within =
  (...paths: string[]) =>
  (pathname: string) =>
    paths.some((path) => pathname === path || pathname.startsWith(`${path}/`));

/**
 * The back office organised by job (docs/decisions/091): the spec's inbox screens are views of
 * Leads, Add Product an action of Products, My account lives in the user menu. A role sees the
 * links the access policy lets it open (app/domain/access/access-policy.ts).
 */
export const NAV_GROUPS: NavGroup[] = [
  {
    id: "nav-work",
    items: [
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
        isActive: within("/admin/leads", ...ENQUIRY_KINDS.map(inboxPath)),
        badge: "unreadLeads",
        views: LEAD_VIEWS,
      },
    ],
  },
  {
    id: "nav-catalogue",
    label: "Catalogue",
    items: [
      {
        label: "Products",
        to: "/admin/products",
        icon: PackageIcon,
        isActive: (pathname) =>
          within("/admin/products")(pathname) && !within("/admin/products/import")(pathname),
      },
      {
        // Items in and out as spreadsheets (docs/decisions/085).
        label: "Import & Export",
        to: "/admin/products/import",
        icon: FileSpreadsheetIcon,
        isActive: within("/admin/products/import"),
      },
      {
        label: "Projects",
        to: "/admin/projects",
        icon: FolderKanbanIcon,
        isActive: within("/admin/projects"),
      },
      {
        label: "Media",
        to: "/admin/media",
        icon: ImagesIcon,
        isActive: within("/admin/media"),
      },
    ],
  },
  {
    id: "nav-site",
    label: "Site",
    items: [
      {
        label: "Site Content",
        to: "/admin/site",
        icon: PanelsTopLeftIcon,
        isActive: within("/admin/site"),
      },
    ],
  },
  {
    id: "nav-team",
    label: "Team",
    items: [
      {
        label: "Team",
        to: "/admin/team",
        icon: UsersIcon,
        isActive: within("/admin/team"),
      },
      {
        label: "Audit log",
        to: "/admin/audit",
        icon: HistoryIcon,
        isActive: within("/admin/audit"),
      },
      {
        // docs/decisions/090: people's requests about their data, and the retention periods.
        label: "Privacy",
        to: "/admin/privacy",
        icon: ShieldCheckIcon,
        isActive: within("/admin/privacy"),
      },
      {
        // docs/decisions/088: the daily backups, one now, and their downloads.
        label: "Backups",
        to: "/admin/backups",
        icon: DatabaseBackupIcon,
        isActive: within("/admin/backups"),
      },
    ],
  },
];
