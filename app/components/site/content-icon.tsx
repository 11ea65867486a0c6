import { CircleCheck, type LucideIcon } from "lucide-react";
import * as contentIcons from "./content-icon-set";

const icons: Record<string, LucideIcon | undefined> = contentIcons;

/** The icon a content module names; unknown names fall back to a check mark. */
export function iconFor(name: string): LucideIcon {
  return icons[name] ?? CircleCheck;
}

/** A decorative icon named in app/content. */
export function ContentIcon({ name, className }: { name: string; className?: string }) {
  const Icon = iconFor(name);
  return <Icon aria-hidden="true" className={className} />;
}
