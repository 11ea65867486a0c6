import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";

/** A link that looks like a button beside a screen's title: to a related screen or back. */
export function HeaderLink({
  to,
  icon: Icon,
  variant,
  children,
}: {
  to: string;
  icon: LucideIcon;
  variant?: "outline";
  children: ReactNode;
}) {
  return (
    <Button asChild variant={variant}>
      <Link to={to}>
        <Icon aria-hidden="true" />
        {children}
      </Link>
    </Button>
  );
}
