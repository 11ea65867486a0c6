import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

/** A list with nothing to show: what happened, and what to do next. */
export function EmptyState({
  icon: Icon,
  title,
  children,
  action,
}: {
  icon: LucideIcon;
  title?: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-6 py-12 text-center">
      <Icon className="text-muted-foreground size-10" aria-hidden="true" />
      {title ? <h2 className="text-lg font-semibold">{title}</h2> : null}
      <div className="text-muted-foreground max-w-md text-sm">{children}</div>
      {action}
    </div>
  );
}
