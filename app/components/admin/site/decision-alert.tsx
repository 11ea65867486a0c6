import type { ReactNode } from "react";
import { cn } from "~/utils/cn";

/**
 * A save that needs the editor to choose before it goes on (another version came first, or a
 * change needs confirming): the sentence, then the buttons that choose. `className` sets its
 * size, which differs between a page-wide form and a card.
 */
export function DecisionAlert({
  message,
  className,
  children,
}: {
  message: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <div role="alert" className={cn("grid border border-amber-400 bg-amber-50", className)}>
      <p className="text-sm font-medium">{message}</p>
      <div className="flex flex-wrap gap-2">{children}</div>
    </div>
  );
}
