import {
  Anchor,
  Award,
  BadgeCheck,
  Building,
  Car,
  CircleCheck,
  ClipboardCheck,
  ClipboardList,
  Cog,
  Factory,
  FileCheck,
  FlaskConical,
  Fuel,
  Handshake,
  HardHat,
  Hotel,
  Leaf,
  Lightbulb,
  Package,
  PackageSearch,
  Pickaxe,
  Pill,
  Route,
  Shirt,
  ShieldCheck,
  Target,
  Tractor,
  Truck,
  Users,
  Warehouse,
  Wrench,
  Zap,
  type LucideIcon,
} from "lucide-react";

/*
 * Content modules name their icons as strings (copy stays free of React).
 * Listing them explicitly keeps the bundle to the icons actually used.
 */
const icons: Record<string, LucideIcon> = {
  Anchor,
  Award,
  BadgeCheck,
  Building,
  Car,
  ClipboardCheck,
  ClipboardList,
  Cog,
  Factory,
  FileCheck,
  FlaskConical,
  Fuel,
  Handshake,
  HardHat,
  Hotel,
  Leaf,
  Lightbulb,
  Package,
  PackageSearch,
  Pickaxe,
  Pill,
  Route,
  Shirt,
  ShieldCheck,
  Target,
  Tractor,
  Truck,
  Users,
  Warehouse,
  Wrench,
  Zap,
};

/** The icon a content module names; unknown names fall back to a check mark. */
export function iconFor(name: string): LucideIcon {
  return icons[name] ?? CircleCheck;
}

/** A decorative icon named in app/content. */
export function ContentIcon({ name, className }: { name: string; className?: string }) {
  const Icon = iconFor(name);
  return <Icon aria-hidden="true" className={className} />;
}
