import { Loader2Icon } from "lucide-react";
import { useLocation, useNavigation } from "react-router";

/** The loading texts, shown while the next admin page's loader runs. */
function pendingText(pathname: string): string {
  if (pathname === "/admin" || pathname === "/admin/") return "Loading dashboard data...";
  if (pathname.startsWith("/admin/products/edit/")) return "Loading product data...";
  return "Loading...";
}

export function PendingNotice() {
  const navigation = useNavigation();
  const location = useLocation();
  const target = navigation.location;
  // Searching re-runs the same page's loader: the list itself shows that, not a banner.
  if (navigation.state !== "loading" || !target || target.pathname === location.pathname)
    return null;
  return (
    <p role="status" className="text-muted-foreground flex items-center gap-2 text-sm">
      <Loader2Icon className="size-4 animate-spin" aria-hidden="true" />
      {pendingText(target.pathname)}
    </p>
  );
}
