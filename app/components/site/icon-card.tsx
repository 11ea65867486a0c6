import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { cx } from "~/utils/cx";

/**
 * A card with an icon, an h3 title and a description; optional footer actions.
 * The icon is a component, not a name, so a page bundles only the icons it
 * shows (the home page's JavaScript budget; iconFor() in content-icon.tsx
 * resolves names for pages that show many).
 */
export function IconCard({
  icon: Icon,
  title,
  description,
  className,
  children,
}: {
  icon: LucideIcon;
  title: string;
  description: string;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <div
      className={cx(
        "bg-card text-card-foreground flex h-full flex-col rounded-xl border p-6 shadow-sm transition-shadow hover:shadow-md",
        className,
      )}
    >
      <span className="bg-brand-50 text-brand-700 inline-flex size-12 items-center justify-center rounded-lg">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <h3 className="mt-5 text-lg font-semibold">{title}</h3>
      <p className="text-muted-foreground mt-2 flex-1 text-sm leading-relaxed">{description}</p>
      {children}
    </div>
  );
}
