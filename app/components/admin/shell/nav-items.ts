import {
  LayoutDashboardIcon,
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
}

const exactly = (path: string) => (pathname: string) =>
  pathname === path || pathname === `${path}/`;

/** SPEC.md section 2: the sidebar's group 'Admin Dashboard' and its links, in order. */
export const NAV_ITEMS: NavItem[] = [
  { label: "Dashboard", to: "/admin", icon: LayoutDashboardIcon, isActive: exactly("/admin") },
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
  {
    label: "Site Content",
    to: "/admin/site",
    icon: PanelsTopLeftIcon,
    isActive: (pathname) => pathname.startsWith("/admin/site"),
  },
];
